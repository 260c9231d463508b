/** The vouch wizard (seven steps, edit and delete, draft) and the success dialog after a new vouch. */
export { VouchWizardDialog } from './VouchWizardDialog';
export { VouchSuccessDialog } from './VouchSuccessDialog';
