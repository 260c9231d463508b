/** The subjects of the mails Cognito sends through our CustomMessage trigger: a sign-up's confirmation code, a password reset's. */
export const CONFIRM_SUBJECT = 'Confirm your Vouched account';
export const RESET_SUBJECT = 'Reset your Vouched password';
