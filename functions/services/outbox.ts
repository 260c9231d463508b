/**
 * Puts a mail or a text message on the outbox queue (issue 20 §4), named by
 * the queueMessages capability (OUTBOX_QUEUE_URL); the sender function
 * sends it. A request that queues a message answers once SQS has it.
 *
 * SQS SendMessage is one signed JSON POST to the queue's own host (the
 * queue URL's origin is the regional SQS endpoint on AWS, the local
 * stand-in here). The project has no SQS client among its dependencies:
 * the request is signed by the SDK's own signer with the credentials and
 * hash of a client we already have, as bin/admin/stackOutputs.ts does.
 * With @aws-sdk/client-sqs added, this file is the only one to change.
 */
import { SNSClient } from '@aws-sdk/client-sns';
import { SignatureV4 } from '@smithy/signature-v4';
import { outboxBody, type OutboxMail, type OutboxMessage, type OutboxOutcome } from '#domain/outbox';
import { env } from './env';

let signerClient: SNSClient | undefined;

/** A client made only for the SDK's region, credentials and hash (never sends). */
function sdkConfig(): SNSClient['config'] {
  signerClient ??= new SNSClient({ region: env.region });
  return signerClient.config;
}

/** One SQS SendMessage; throws when SQS refuses it. */
async function sendMessage(queueUrl: string, body: string): Promise<void> {
  const url = new URL(queueUrl);
  const config = sdkConfig();
  const signer = new SignatureV4({ service: 'sqs', region: env.region, credentials: config.credentials, sha256: config.sha256 });
  const payload = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: '/',
    query: {},
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
    body: payload,
  });
  const response = await fetch(`${url.origin}/`, { method: 'POST', headers: signed.headers, body: payload });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { __type?: string; message?: string };
    throw new Error(`SQS SendMessage failed (HTTP ${response.status}): ${answer.__type ?? ''} ${answer.message ?? ''}`.trim());
  }
}

/** Queues one message; throws what SQS throws, or when the message is too large for the queue. */
export async function queueMessage(message: OutboxMessage): Promise<void> {
  await sendMessage(env.outboxQueueUrl, outboxBody(message));
}

/** Queues a mail; the member named by `outcome` is told in the bell when it is sent or fails for good. */
export function queueMail(mail: OutboxMail, outcome?: OutboxOutcome): Promise<void> {
  return queueMessage({ kind: 'mail', mail, ...(outcome ? { outcome } : {}) });
}

/** Queues a text message. */
export function queueSms(phone: string, text: string, outcome?: OutboxOutcome): Promise<void> {
  return queueMessage({ kind: 'sms', phone, text, ...(outcome ? { outcome } : {}) });
}
