/**
 * Google Form responses the webhook received (spec: google_form_responses).
 * One partition sorted by the form's timestamp, so the admin's newest-first
 * list is a Query; the sort key ends in the delivery's key (the SHA-256 of
 * its raw body), so a repeated delivery names the same item and the
 * conditional put stores it once.
 */
import * as z from 'zod/mini';
import { formResponseFields } from '#domain/formResponseRecord';
import { defineEntity } from './entity';
import { partitionPageKey, searchablePartitionPage } from './searchablePartition';
import { countAllFormResponses, formResponsesCounter } from './adminCounts';
import { counterAdd } from './shardedCounter';
import { queryCount, tableName, withContentionRetry } from './table';
import { cancellationOf, writeTransaction } from './transaction';

export const FORM_RESPONSES_PARTITION = 'FORM_RESPONSES';

// Read loose: the item's keys and search_text are stripped.
const formResponseSchema = z.object(formResponseFields);

/** Keyed by the form's time and the delivery key (its id), so a repeated delivery names the same item. */
export const formResponseEntity = /* @__PURE__ */ defineEntity({
  name: 'form response',
  schema: formResponseSchema,
  key: ({ timestamp, id }: { timestamp: string; id: string }) => ({ PK: FORM_RESPONSES_PARTITION, SK: `${timestamp}#${id}` }),
});

export type FormResponseRecord = z.infer<typeof formResponseSchema>;

/**
 * Stores the response once: `stored` false when an item with the same key
 * (the same delivery) is there already, which is left as it was.
 * `record.timestamp` is the form's time as UTC ISO, `record.id` the delivery key.
 */
export async function putFormResponse(record: FormResponseRecord, searchText: string): Promise<{ stored: boolean }> {
  try {
    // The response and its counter's ADD in one transaction (issue 21), the shard drawn per attempt (store/shardedCounter.ts).
    await withContentionRetry(() =>
      writeTransaction({
        response: {
          Put: {
            TableName: tableName(),
            Item: { ...formResponseEntity.item(record), search_text: searchText },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        count: counterAdd(formResponsesCounter, 1),
      }),
    );
    return { stored: true };
  } catch (error) {
    if (cancellationOf<'response' | 'count'>(error)?.conditionFailed('response')) return { stored: false };
    throw error;
  }
}

export const FORM_RESPONSES_PAGE_KEY = partitionPageKey(FORM_RESPONSES_PARTITION);

/** One page, newest first; with `search` only responses whose name, e-mail or text contains it. */
export async function listFormResponsesPage(
  search: string | undefined,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ responses: FormResponseRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await searchablePartitionPage(FORM_RESPONSES_PARTITION, formResponseEntity, search, limit, start);
  return { responses: page.items, nextKey: page.nextKey };
}

/**
 * How many responses there are (the counter, store/adminCounts.ts; issue 21) and how many carry a
 * form timestamp at or after `sinceIso` (a COUNT Query of that range only: the last days' responses).
 */
export async function countFormResponses(sinceIso: string): Promise<{ total: number; since: number }> {
  const [total, since] = await Promise.all([
    countAllFormResponses(),
    queryCount({
      KeyConditionExpression: 'PK = :pk AND SK >= :since',
      ExpressionAttributeValues: { ':pk': FORM_RESPONSES_PARTITION, ':since': sinceIso },
    }),
  ]);
  return { total, since };
}
