/**
 * The outbox as tests see it (issue 20 §4): the local SES's failure switch
 * for one address (bin/local/ses.ts), the sends it refused, and the local
 * dead-letter queue (bin/local/sqs.ts), read through the SQS stand-in's
 * JSON API as a console's "poll for messages" would.
 */
import { FAILING_RECIPIENTS_PATH } from '#local/ses';
import { testStack } from './stack';

/** Every SendEmail to `address` fails (HTTP 500, as an outage) while `failing`; other addresses are untouched. */
export async function failMailTo(address: string, failing: boolean): Promise<void> {
  const response = await fetch(`${testStack().sesUrl}${FAILING_RECIPIENTS_PATH}`, { method: 'POST', body: JSON.stringify({ address, failing }) });
  if (!response.ok) throw new Error(`the local SES switch answered ${response.status}`);
}

/** How many sends to `address` the switch refused since it was switched on (0 when it is off). */
export async function refusedSendsTo(address: string): Promise<number> {
  const counts = (await fetch(`${testStack().sesUrl}${FAILING_RECIPIENTS_PATH}`).then((r) => r.json())) as Record<string, number>;
  return counts[address.toLowerCase()] ?? 0;
}

async function sqs<T>(operation: string, input: Record<string, unknown>): Promise<T> {
  const response = await fetch(testStack().sqsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `AmazonSQS.${operation}` },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`SQS ${operation} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The bodies of the messages in the outbox's dead-letter queue, with their receive counts. */
export async function outboxDeadLetters(): Promise<{ body: string; receives: number }[]> {
  const { Messages } = await sqs<{ Messages?: { Body: string; Attributes: { ApproximateReceiveCount: string } }[] }>('ReceiveMessage', {
    QueueUrl: testStack().outboxDeadLetterQueueUrl,
    MaxNumberOfMessages: 10,
  });
  return (Messages ?? []).map((m) => ({ body: m.Body, receives: Number(m.Attributes.ApproximateReceiveCount) }));
}

/**
 * Runs `run` (handlers invoked in this process, apiClient's invoke) with the outbox queue's URL naming a
 * queue that does not exist, so SendMessage is refused as SQS refuses it: the path where a mail cannot
 * even be queued. Only this test process's handlers see it; the stack's own are untouched.
 */
export async function withOutboxRefusing<T>(run: () => Promise<T>): Promise<T> {
  const queueUrl = process.env.OUTBOX_QUEUE_URL;
  process.env.OUTBOX_QUEUE_URL = `${testStack().sqsUrl}/000000000000/no-such-queue`;
  try {
    return await run();
  } finally {
    process.env.OUTBOX_QUEUE_URL = queueUrl;
  }
}
