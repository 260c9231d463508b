/**
 * The outbox's sender (issue 20 §4): the SQS event source hands it the
 * mails and text messages requests queued (functions/services/outbox.ts);
 * it sends each through SES or SNS. In AWS a Lambda on the outbox queue
 * (lib/outbox.ts); locally the same handler fed by the local queue
 * (bin/local/localQueue.ts).
 *
 * A message that fails is reported as the record's batch item failure, so
 * the queue hands it over again after its visibility timeout, the others of
 * the batch being done. On its last receive (OUTBOX_MAX_RECEIVES) a failure
 * is recorded for the member in the bell (the message's `outcome.failed`,
 * e.g. 'email_failed' for a vouch-received mail) before it is reported once
 * more, so it goes on to the dead-letter queue, whose alarm fires. A message
 * that went out records its `outcome.sent`. Delivery is at least once: a
 * message can go out twice when SQS hands it over again after a send.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { OUTBOX_MAX_RECEIVES, parseOutboxBody, type OutboxMessage } from '#domain/outbox';
import type { NotificationContent } from '#domain/notifications';
import { sendMail } from '#services/mail';
import { sendSms } from '#services/sms';
import { createNotification } from '#store/notifications';
import { log, observed } from '#services/observability';

/** Through the invocation's logger (its request id), as the other jobs log. */
function note(level: 'info' | 'error', fields: Record<string, unknown>): void {
  log()[level]('sendOutbox', fields);
}

async function send(message: OutboxMessage): Promise<void> {
  if (message.kind === 'mail') await sendMail(message.mail);
  else await sendSms(message.phone, message.text);
}

/** A notification of the outcome; its own failure is only logged (the send's outcome stands). */
async function tell(userId: string, content: NotificationContent | undefined, messageId: string): Promise<void> {
  if (!content) return;
  await createNotification({ user_id: userId, ...content }, new Date().toISOString()).catch((error: unknown) =>
    note('error', { messageId, told: content.type, error: String(error) }),
  );
}

/** One record: sent (and its `sent` outcome told), or throws; on the last receive the `failed` outcome is told first. */
async function deliver(record: SQSRecord): Promise<void> {
  const message = parseOutboxBody(record.body);
  // Not ours: it can never succeed, so it goes straight on to the dead-letter queue to be looked at.
  if (!message) throw new Error('not an outbox message');
  try {
    await send(message);
  } catch (error) {
    const receives = Number(record.attributes.ApproximateReceiveCount);
    const last = receives >= OUTBOX_MAX_RECEIVES;
    note('error', { messageId: record.messageId, kind: message.kind, receives, gaveUp: last, error: String(error) });
    if (last && message.outcome) await tell(message.outcome.userId, message.outcome.failed, record.messageId);
    throw error;
  }
  note('info', { messageId: record.messageId, kind: message.kind, sent: true });
  if (message.outcome) await tell(message.outcome.userId, message.outcome.sent, record.messageId);
}

async function handle(event: SQSEvent): Promise<SQSBatchResponse> {
  const outcomes = await Promise.allSettled(event.Records.map(deliver));
  return {
    batchItemFailures: outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ itemIdentifier: event.Records[i]!.messageId }] : [])),
  };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('SendOutbox', handle);
