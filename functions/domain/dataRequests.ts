/**
 * Data access requests (spec access-and-accounts §3, §4, §6, §8, §9;
 * issue 10 §6; the user_handle is profile.ts userHandle): its fixed reason, the notification
 * it writes, and the texts and timings of the dialog and the page.
 */
import type { NotificationContent } from './notifications';

/** spec: request_reason is fixed. */
export const DATA_REQUEST_REASON = 'GDPR data access request';
/** spec §9: the confirmation toast lasts 15 seconds. */
export const DATA_REQUEST_TOAST_MS = 15_000;
/** spec §9: the dialog closes 2 seconds after submitting. */
export const DATA_REQUEST_DIALOG_CLOSE_MS = 2_000;

export const DATA_REQUEST_TEXTS = {
  menuItem: 'Request My Data (GDPR)',
  pageButton: 'Request Access to Your Data',
  visitorButton: 'Login Required to Request Data',
  loginRequired: 'You must be logged in to request your data',
  submittedTitle: 'Data Request Submitted',
  submitted: 'We received your data access request and will process it within 30 days.',
  alreadySubmittedTitle: 'Data Request Already Submitted',
  alreadySubmitted: 'You already have a pending data access request. We will contact you when it is processed.',
  authErrorTitle: 'Authentication Error',
  authError: 'Please log in again to request your data.',
  submissionFailedTitle: 'Submission Failed',
  submissionFailed: 'Your data request could not be submitted. Please try again.',
  unexpectedTitle: 'Unexpected Error',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** spec §4: on creation a notification of type data_access_request, whose text promises processing within 30 days. */
export function dataAccessRequestNotification(): NotificationContent {
  return {
    type: 'data_access_request',
    title: 'Data Access Request Received',
    message: 'We received your request for a copy of your data. We will process it within 30 days.',
  };
}
