/**
 * The local twin of an SQS queue with a redrive policy and a Lambda event
 * source mapping on it (the outbox, lib/outbox.ts): messages are handed to
 * the handler in batches of up to ten, in the order they came, as the
 * SQSEvent Lambda gives. A record the handler reports in batchItemFailures
 * (or every record, when it throws) is handed over again once its
 * visibility timeout passes (`retryMs` times its receive count here,
 * instead of minutes); after `maxReceives` receives it moves to the
 * dead-letter queue, as the redrive policy does.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueuedMessage {
  messageId: string;
  body: string;
  sentAt: number;
  receives: number;
  /** Not handed over before this (its visibility timeout after a failed receive). */
  visibleAt: number;
}

export interface LocalQueueOptions {
  queueArn: string;
  region: string;
  maxReceives: number;
  /** The visibility timeout after a failed receive, times the receive count. */
  retryMs: number;
  handler: (event: SQSEvent) => Promise<unknown>;
  /** A batch whose handler threw, and each message that moved to the dead-letter queue. */
  onError: (error: unknown) => void;
  intervalMs?: number;
}

const BATCH_SIZE = 10;

export class LocalQueue {
  private readonly waiting: QueuedMessage[] = [];
  private inFlight = 0;
  /** What the redrive policy moved out, oldest first. */
  readonly deadLetters: QueuedMessage[] = [];
  private stopped = false;
  private readonly loop: Promise<void>;

  constructor(private readonly options: LocalQueueOptions) {
    this.loop = this.run();
  }

  send(body: string): QueuedMessage {
    const now = Date.now();
    const message: QueuedMessage = { messageId: randomUUID(), body, sentAt: now, receives: 0, visibleAt: now };
    this.waiting.push(message);
    return message;
  }

  /** As GetQueueAttributes counts them: visible, and received but not yet done. */
  counts(): { visible: number; notVisible: number } {
    const now = Date.now();
    const visible = this.waiting.filter((m) => m.visibleAt <= now).length;
    return { visible, notVisible: this.waiting.length - visible + this.inFlight };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private record(message: QueuedMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: `${message.messageId}#${message.receives}`,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receives),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.visibleAt),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: this.options.queueArn,
      awsRegion: this.options.region,
    };
  }

  /** The next batch: the oldest visible messages, taken off the queue while they are handled. */
  private takeBatch(): QueuedMessage[] {
    const now = Date.now();
    const batch: QueuedMessage[] = [];
    for (let i = 0; i < this.waiting.length && batch.length < BATCH_SIZE;) {
      const message = this.waiting[i]!;
      if (message.visibleAt > now) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      batch.push(message);
    }
    return batch;
  }

  private async deliver(batch: QueuedMessage[]): Promise<void> {
    for (const message of batch) message.receives++;
    this.inFlight = batch.length;
    let failed: Set<string>;
    try {
      const response = (await this.options.handler({ Records: batch.map((m) => this.record(m)) })) as SQSBatchResponse | undefined;
      failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      this.options.onError(error);
      failed = new Set(batch.map((m) => m.messageId));
    } finally {
      this.inFlight = 0;
    }
    for (const message of batch) {
      if (!failed.has(message.messageId)) continue;
      if (message.receives >= this.options.maxReceives) {
        this.deadLetters.push(message);
        this.options.onError(new Error(`message ${message.messageId} failed ${message.receives} receives: moved to the dead-letter queue`));
        continue;
      }
      message.visibleAt = Date.now() + this.options.retryMs * message.receives;
      this.waiting.push(message);
    }
  }

  private async run(): Promise<void> {
    const interval = this.options.intervalMs ?? 50;
    while (!this.stopped) {
      const batch = this.takeBatch();
      if (batch.length > 0) await this.deliver(batch);
      else await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}
