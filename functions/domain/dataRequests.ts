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
  submitted: 'We are preparing a copy of your data now. A download link will reach your e-mail within a minute or two.',
  alreadySubmittedTitle: 'Data Request Already Submitted',
  alreadySubmitted: 'You already have a pending data access request. We will contact you when it is processed.',
  authErrorTitle: 'Authentication Error',
  authError: 'Please log in again to request your data.',
  submissionFailedTitle: 'Submission Failed',
  submissionFailed: 'Your data request could not be submitted. Please try again.',
  unexpectedTitle: 'Unexpected Error',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/**
 * spec §4: on creation a notification of type data_access_request. The spec's
 * text promises processing within 30 days; issue 10 §6 replaces the promise
 * with what happens now: the export runs at once (docs/decisions.md, "Data export").
 */
export function dataAccessRequestNotification(): NotificationContent {
  return {
    type: 'data_access_request',
    title: 'Data Access Request Received',
    message:
      'We are preparing a copy of your data now. You will get a notification and an e-mail with a download link, valid for 24 hours, within a minute or two.',
  };
}

/** How long the export's download link works (a presigned GET): 24 hours. */
export const DATA_EXPORT_LINK_SECONDS = 86_400;

/** When the export is stored: the notification says it is ready and where the link is. */
export function dataExportReadyNotification(): NotificationContent {
  return {
    type: 'data_access_request',
    title: 'Your Data Is Ready',
    message:
      'A copy of your data is ready. We sent a download link to your e-mail address; it works for 24 hours. You can request a new copy at any time.',
  };
}

/** Where a member asks for a copy again: the place's name as the app shows it (issue 22 #15: a place that exists). */
const REQUEST_AGAIN_PLACE = `${DATA_REQUEST_TEXTS.menuItem} in the user menu`;

/** The mail with the download link (plain text and HTML; the link is escaped by the caller's template). */
export function dataExportMail(handle: string, link: string): { subject: string; text: string; html: string } {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    subject: 'Your Vouched data is ready',
    text: `Hello ${handle},\n\nA copy of everything Vouched holds about you is ready as one JSON file:\n\n${link}\n\nThe link works for 24 hours. After that, request a new copy with ${REQUEST_AGAIN_PLACE}.\n\nThe Vouched team`,
    html: `<p>Hello ${escape(handle)},</p><p>A copy of everything Vouched holds about you is ready as one JSON file:</p><p><a href="${escape(link)}">Download your data</a></p><p>The link works for 24 hours. After that, request a new copy with ${escape(REQUEST_AGAIN_PLACE)}.</p><p>The Vouched team</p>`,
  };
}

/**
 * How many times the stream hands a failing export back (the event source
 * mapping's retryAttempts on AWS, lib/jobs.ts; the local stream poller's
 * too). The export's last delivery gives up on the request instead of
 * leaving it pending for ever, where it would block every new request.
 */
export const DATA_EXPORT_RETRY_ATTEMPTS = 3;
export const DATA_EXPORT_DELIVERIES = 1 + DATA_EXPORT_RETRY_ATTEMPTS;

/** When every delivery of the export failed: the request is closed as failed and the member may ask again. */
export function dataExportFailedNotification(): NotificationContent {
  return {
    type: 'data_access_request',
    title: 'Your Data Could Not Be Prepared',
    message: `We could not prepare a copy of your data. Nothing was lost; please request it again with ${REQUEST_AGAIN_PLACE}, and contact us if it fails again.`,
  };
}
