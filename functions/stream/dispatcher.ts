/**
 * The one reader of the table's stream (lib/tableStream.ts; locally
 * bin/local/stack.ts's one poller): every batch goes to the consumers it
 * concerns (./dispatch.ts, ./consumers.ts).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { observed } from '#services/observability';
import { STREAM_CONSUMERS } from './consumers';
import { dispatchStreamBatch } from './dispatch';

async function handle(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  return dispatchStreamBatch(event.Records, STREAM_CONSUMERS);
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('StreamDispatcher', handle);
