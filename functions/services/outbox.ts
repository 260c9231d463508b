/**
 * Puts a mail or a text message on the outbox queue (issue 20 §4), named by
 * the queueMessages capability (OUTBOX_QUEUE_URL); the sender function
 * sends it. A request that queues a message answers once SQS has it.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { outboxBody, type OutboxMail, type OutboxMessage, type OutboxOutcome } from '#domain/outbox';
import { env } from './env';
import { traced } from './observability';

let client: SQSClient | undefined;

function sqs(): SQSClient {
  // The queue URL's origin is SQS's endpoint for it: the regional one on AWS, the stand-in locally (bin/local/sqs.ts).
  client ??= traced(new SQSClient({ region: env.region, endpoint: new URL(env.outboxQueueUrl).origin }));
  return client;
}

/** Queues one message; throws what SQS throws, or when the message is too large for the queue. */
export async function queueMessage(message: OutboxMessage): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: env.outboxQueueUrl, MessageBody: outboxBody(message) }));
}

/** Queues a mail; the member named by `outcome` is told in the bell when it is sent or fails for good. */
export function queueMail(mail: OutboxMail, outcome?: OutboxOutcome): Promise<void> {
  return queueMessage({ kind: 'mail', mail, ...(outcome ? { outcome } : {}) });
}

/** Queues a text message. */
export function queueSms(phone: string, text: string, outcome?: OutboxOutcome): Promise<void> {
  return queueMessage({ kind: 'sms', phone, text, ...(outcome ? { outcome } : {}) });
}
