/** What other features may use of onboarding: the wizard, its finishing screen and the gate in front of vouching. */
export { CompletingProfileScreen } from './CompletingProfileScreen';
export { OnboardingWizard } from './OnboardingWizard';
export { ProfileRequirementsGate } from './ProfileRequirementsGate';
// The purpose questions, reused by the profile edit page's My Purpose card.
export { IntentStep, toJoinIntents } from './steps/IntentStep';
export { SeekerTypeStep, toSeekerTypes } from './steps/SeekerTypeStep';
export { MotivationStep } from './steps/MotivationStep';
// The location and birth-date inputs, reused by the profile edit page's additional-information block.
export { LocationFields, type LocationValue } from './steps/LocationStep';
export { BirthDateStep } from './steps/BirthDateStep';
export { AGE_RULE_FIELD } from './onboardingFlow';
