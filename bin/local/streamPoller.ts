/**
 * The local twin of a Lambda event-source mapping on the table's DynamoDB
 * Stream: reads DynamoDB Local's stream of the table (every open shard,
 * from the moment the poller starts, new shards from their start) and hands
 * each batch of records to a handler in the shape Lambda gives it
 * (DynamoDBStreamEvent). Polls every `intervalMs` (100 ms: a notification
 * reaches the open page well within the 2 s the issue asks).
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

export interface StreamPollerOptions {
  endpoint: string;
  region: string;
  tableName: string;
  /** A handler may answer as a mapping with ReportBatchItemFailures expects: the batch resumes at the lowest failed record. */
  handler: (event: DynamoDBStreamEvent) => Promise<unknown>;
  onError: (error: unknown) => void;
  intervalMs?: number;
  /** As the event source mapping's retryAttempts: a batch whose handler throws is handed over again this many times. */
  retryAttempts?: number;
}

export interface RunningPoller {
  stop(): Promise<void>;
}

type StreamImage = NonNullable<NonNullable<_Record['dynamodb']>['NewImage']>;
type StreamValue = StreamImage[string];

/**
 * The streams client reads an empty map attribute (`{"M": {}}`) as a value
 * with no member at all (`{}`), and unmarshall then throws 'No value
 * defined', losing the whole batch. Lambda's event source mapping hands the
 * JSON over as DynamoDB wrote it, so locally the map is put back: an empty
 * map is the only value that comes back empty (tests/integration/realtime/streamPoller.test.ts).
 */
export function restoreEmptyMaps(image: StreamImage | undefined): StreamImage | undefined {
  if (!image) return image;
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, restoreValue(value)]));
}

function restoreValue(value: StreamValue): StreamValue {
  if (value.M) return { M: restoreEmptyMaps(value.M) ?? {} };
  if (value.L) return { L: value.L.map(restoreValue) };
  const hasMember = Object.values(value).some((member) => member !== undefined);
  return hasMember ? value : { M: {} };
}

/** The index of the lowest record a batch response reports as failed, or -1. */
function firstFailedRecord(records: DynamoDBStreamEvent['Records'], response: unknown): number {
  const failures = (response as DynamoDBBatchResponse | undefined)?.batchItemFailures ?? [];
  if (failures.length === 0) return -1;
  const failed = new Set(failures.map((f) => f.itemIdentifier));
  const index = records.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
  // An identifier that names no record of the batch: Lambda fails the whole batch.
  return index < 0 ? 0 : index;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStreamPoller(options: StreamPollerOptions): Promise<RunningPoller> {
  const client = new DynamoDBStreamsClient({
    region: options.region,
    endpoint: options.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const streams = await client.send(new ListStreamsCommand({ TableName: options.tableName }));
  const streamArn = streams.Streams?.[0]?.StreamArn;
  if (!streamArn) throw new Error(`the table ${options.tableName} has no stream`);
  const interval = options.intervalMs ?? 100;

  /** Shard id → its next iterator (null once the shard is closed and read to its end). */
  const iterators = new Map<string, string | null>();
  let first = true;

  async function discoverShards(): Promise<void> {
    const described = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of described.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || iterators.has(id)) continue;
      // Shards open at start: from now on (LATEST). Shards that appear later: from their start.
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      if (first && !open) {
        iterators.set(id, null);
        continue;
      }
      const it = await client.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON' }),
      );
      iterators.set(id, it.ShardIterator ?? null);
    }
    first = false;
  }

  const toLambdaRecord = (record: _Record) => ({
    eventID: record.eventID,
    eventName: record.eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: options.region,
    dynamodb: (record.dynamodb && {
      ...record.dynamodb,
      Keys: restoreEmptyMaps(record.dynamodb.Keys),
      NewImage: restoreEmptyMaps(record.dynamodb.NewImage),
      OldImage: restoreEmptyMaps(record.dynamodb.OldImage),
    }) as never,
  });

  /**
   * The batch, and its retries while the handler throws or reports failed records (then from the lowest
   * of them on, as Lambda resumes); the last failure goes to onError (the loop reads on).
   */
  async function deliver(event: DynamoDBStreamEvent): Promise<void> {
    let records = event.Records;
    for (let attempt = 0; ; attempt++) {
      let failure: unknown;
      try {
        const resumeAt = firstFailedRecord(records, await options.handler({ Records: records }));
        if (resumeAt < 0) return;
        failure = new Error(`records from ${records[resumeAt]?.dynamodb?.SequenceNumber} failed (reported by the handler)`);
        records = records.slice(resumeAt);
      } catch (error) {
        failure = error;
      }
      if (stopped || attempt >= (options.retryAttempts ?? 0)) throw failure;
      await sleep(interval * (attempt + 1));
    }
  }

  // The shards are read from here on before this resolves, and before the loop starts: a discovery of the loop's
  // own running beside it could take LATEST after a write the caller makes once this resolved, and miss it.
  await discoverShards();
  let stopped = false;
  let rounds = 1;
  const loop = (async () => {
    while (!stopped) {
      try {
        if (rounds++ % 20 === 0) await discoverShards();
        for (const [shardId, iterator] of iterators) {
          if (!iterator) continue;
          const out = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
          iterators.set(shardId, out.NextShardIterator ?? null);
          const records = out.Records ?? [];
          if (records.length > 0) await deliver({ Records: records.map(toLambdaRecord) } as DynamoDBStreamEvent);
        }
      } catch (error) {
        if (!stopped) options.onError(error);
      }
      await sleep(interval);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
