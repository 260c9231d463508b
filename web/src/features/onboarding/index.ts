/** What other features may use of onboarding: the wizard, its finishing screen and the gate in front of vouching. */
export { CompletingProfileScreen } from './CompletingProfileScreen';
export { OnboardingWizard } from './OnboardingWizard';
export { ProfileRequirementsGate } from './ProfileRequirementsGate';
// The purpose questions, reused by the profile edit page's My Purpose card.
export { IntentStep, toJoinIntents } from './steps/IntentStep';
export { SeekerTypeStep, toSeekerTypes } from './steps/SeekerTypeStep';
export { MotivationStep } from './steps/MotivationStep';
