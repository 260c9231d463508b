/**
 * Puts a mail or a text message on the outbox queue (issue 20 §4), named by
 * the queueMessages capability (OUTBOX_QUEUE_URL); the sender function
 * sends it. A request that queues a message answers once SQS has it.
 *
 * SQS SendMessage is one signed JSON POST to the queue's own host (the
 * queue URL's origin is the regional SQS endpoint on AWS, the local
 * stand-in here). The project has no SQS client among its dependencies:
 * the request is signed by the SDK's own SigV4 signer, taken from a client
 * we already have (its config's `signer`, asked for the sqs service), so
 * nothing is bundled for it (the runtime provides the SDK). With
 * @aws-sdk/client-sqs added, this file is the only one to change.
 */
import { SNSClient } from '@aws-sdk/client-sns';
import { outboxBody, type OutboxMail, type OutboxMessage, type OutboxOutcome } from '#domain/outbox';
import { env } from './env';

let signerClient: SNSClient | undefined;

/** The SDK's SigV4 signer for SQS in our region, with the SDK's credentials (a client made only for them: it never sends). */
async function sqsSigner(): ReturnType<SNSClient['config']['signer']> {
  signerClient ??= new SNSClient({ region: env.region });
  return signerClient.config.signer({ name: 'sigv4', signingName: 'sqs', signingRegion: env.region, properties: {} });
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The signed HTTP request of one SendMessage (signingDate: tests compare signatures at a fixed time). */
export async function sendMessageRequest(queueUrl: string, body: string, signingDate?: Date): Promise<SignedRequest> {
  const url = new URL(queueUrl);
  const payload = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body });
  const signer = await sqsSigner();
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: '/',
      query: {},
      headers: { host: url.host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
      body: payload,
    },
    signingDate ? { signingDate } : {},
  );
  return { url: `${url.origin}/`, headers: signed.headers, body: payload };
}

/** One SQS SendMessage; throws when SQS refuses it. */
async function sendMessage(queueUrl: string, body: string): Promise<void> {
  const request = await sendMessageRequest(queueUrl, body);
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
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
