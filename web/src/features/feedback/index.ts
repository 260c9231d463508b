/** Beta feedback: the member's App Feedback page and the parts the admin dashboard shares. */
export { GoogleFormFrame } from './GoogleFormFrame';
export { feedbackStatusLabel, feedbackTypeLabel } from './labels';
