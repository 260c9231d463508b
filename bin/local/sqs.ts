/**
 * The SQS stand-in: enough of the SQS JSON API for the outbox. SendMessage
 * to the outbox queue (what functions/services/outbox.ts sends) puts the
 * message on the local queue, which runs the sender (localQueue.ts);
 * GetQueueAttributes counts either queue, and ReceiveMessage on the
 * dead-letter queue shows what the redrive policy moved there (it leaves
 * them there: a look, as the console's "poll for messages" gives).
 */
import { createHash } from 'node:crypto';
import { AwsJsonError, awsJsonServer, listen, type RunningServer } from './http';
import type { LocalQueue } from './localQueue';

export interface LocalQueueUrls {
  outbox: string;
  deadLetters: string;
}

export function localQueueUrls(baseUrl: string, account: string): LocalQueueUrls {
  return { outbox: `${baseUrl}/${account}/vouched-outbox`, deadLetters: `${baseUrl}/${account}/vouched-outbox-dead-letters` };
}

/** SQS compares queue URLs by their path (the host is the endpoint the client used). */
const pathOf = (url: unknown): string => (typeof url === 'string' ? new URL(url, 'http://localhost').pathname : '');

export function startSqs(port: number, urls: LocalQueueUrls, queue: LocalQueue): Promise<RunningServer> {
  const which = (input: Record<string, unknown>): 'outbox' | 'deadLetters' => {
    const path = pathOf(input.QueueUrl);
    if (path === pathOf(urls.outbox)) return 'outbox';
    if (path === pathOf(urls.deadLetters)) return 'deadLetters';
    throw new AwsJsonError('AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
  };
  const server = awsJsonServer('application/x-amz-json-1.0', {
    SendMessage: (input) => {
      if (which(input) !== 'outbox') throw new AwsJsonError('InvalidParameterValue', 'The local stand-in only sends to the outbox queue');
      if (typeof input.MessageBody !== 'string' || input.MessageBody === '') throw new AwsJsonError('MissingParameter', 'MessageBody is required');
      // SQS's own limit: the outbox keeps under it (functions/domain/outbox.ts).
      if (Buffer.byteLength(input.MessageBody) > 256 * 1024)
        throw new AwsJsonError('InvalidParameterValue', 'Message must be shorter than 262144 bytes.');
      const sent = queue.send(input.MessageBody);
      return { MessageId: sent.messageId, MD5OfMessageBody: createHash('md5').update(input.MessageBody).digest('hex') };
    },
    GetQueueAttributes: (input) => {
      const { visible, notVisible } = which(input) === 'outbox' ? queue.counts() : { visible: queue.deadLetters.length, notVisible: 0 };
      return { Attributes: { ApproximateNumberOfMessages: String(visible), ApproximateNumberOfMessagesNotVisible: String(notVisible) } };
    },
    ReceiveMessage: (input) => {
      if (which(input) !== 'deadLetters') throw new AwsJsonError('InvalidParameterValue', 'The outbox queue is read by its sender only');
      return {
        Messages: queue.deadLetters.map((m) => ({
          MessageId: m.messageId,
          ReceiptHandle: m.messageId,
          Body: m.body,
          Attributes: { ApproximateReceiveCount: String(m.receives) },
        })),
      };
    },
  });
  return listen(server, port);
}
