/** What other features may use of onboarding: the wizard, its finishing screen and the gate in front of vouching. */
export { CompletingProfileScreen } from './CompletingProfileScreen';
export { OnboardingWizard } from './OnboardingWizard';
export { ProfileRequirementsGate } from './ProfileRequirementsGate';
