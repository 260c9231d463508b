/** Beta feedback: the member's App Feedback page and the parts the admin dashboard shares. */
export { GoogleFormFrame } from './BetaFeedbackPage';
export { feedbackStatusLabel, feedbackTypeLabel } from './labels';
