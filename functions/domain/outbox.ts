/**
 * The outbox (issue 20 §4): mails and text messages leave the request path
 * through a queue. A request puts one message on it and answers; the sender
 * function (functions/jobs/sendOutbox.ts) sends it, retried by the queue,
 * and when every receive failed it records the failure for the member and
 * the message goes on to the dead-letter queue.
 *
 * Pure: the CDK stack (the queue's redrive policy), the local queue and the
 * sender read the same numbers and shapes.
 */
import type { NotificationContent } from './notifications';

/**
 * Receives of one message before it goes to the dead-letter queue (the
 * redrive policy's maxReceiveCount). The sender tells the member on the last.
 */
export const OUTBOX_MAX_RECEIVES = 5;

/**
 * SQS takes at most 256 KiB a message. The largest mail we make is an
 * off-platform vouch invitation: its vouch message is at most MESSAGE_HTML_MAX
 * (30,000 characters of markup), escaped once into the HTML part and once
 * more by JSON; with the plain part and the frame about 100 KB at worst. The
 * bound keeps room for the queue's own attributes; a message over it is
 * refused before it is queued.
 */
export const OUTBOX_MESSAGE_MAX_BYTES = 240 * 1024;

/** A mail as the sender hands it to SES (functions/services/mail.ts Mail). */
export interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl?: string;
}

/**
 * What the member is told of the outcome, in the bell: `sent` once the
 * message went out, `failed` when it failed for good.
 */
export interface OutboxOutcome {
  userId: string;
  sent?: NotificationContent;
  failed?: NotificationContent;
}

export type OutboxMessage =
  { kind: 'mail'; mail: OutboxMail; outcome?: OutboxOutcome } | { kind: 'sms'; phone: string; text: string; outcome?: OutboxOutcome };

/** The notification of a text message that could not be sent (type 'other': it is no e-mail). */
export function smsFailedNotification(what: string): NotificationContent {
  return { type: 'other', title: 'Text message not sent', message: `We could not send you the text message with ${what}. Please ask for it again.` };
}

/** The queue's message body, or an error when it would not fit in one SQS message. */
export function outboxBody(message: OutboxMessage): string {
  const body = JSON.stringify(message);
  const bytes = new TextEncoder().encode(body).length;
  if (bytes > OUTBOX_MESSAGE_MAX_BYTES) throw new Error(`outbox message of ${bytes} bytes is over ${OUTBOX_MESSAGE_MAX_BYTES}`);
  return body;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isOutcome(value: unknown): value is OutboxOutcome | undefined {
  return value === undefined || (isRecord(value) && isString(value.userId));
}

/** A queue body read back; undefined when it is none of ours (such a message can never succeed). */
export function parseOutboxBody(body: string): OutboxMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isOutcome(value.outcome)) return undefined;
  if (value.kind === 'sms') return isString(value.phone) && isString(value.text) ? (value as OutboxMessage) : undefined;
  if (value.kind !== 'mail' || !isRecord(value.mail)) return undefined;
  const { to, subject, html, text } = value.mail;
  return [to, subject, html, text].every(isString) ? (value as OutboxMessage) : undefined;
}
