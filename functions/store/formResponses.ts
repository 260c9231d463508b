/**
 * Google Form responses the webhook received (spec: google_form_responses).
 * One partition sorted by the form's timestamp, so the admin's newest-first
 * list is a Query; the sort key ends in the delivery's key (the SHA-256 of
 * its raw body), so a repeated delivery names the same item and the
 * conditional put stores it once.
 */
import * as z from 'zod/mini';
import { formResponseFields } from '#domain/formResponseRecord';
import { codec } from './codec';
import { partitionPageKey, searchablePartitionPage } from './searchablePartition';
import { adminCountIncrement, readAdminCount } from './adminCounts';
import { queryCount, tableName, withContentionRetry, type Key } from './table';
import { cancellationOf, writeTransaction } from './transaction';

export const FORM_RESPONSES_PARTITION = 'FORM_RESPONSES';
export const formResponseKey = (timestampIso: string, deliveryKey: string): Key => ({
  PK: FORM_RESPONSES_PARTITION,
  SK: `${timestampIso}#${deliveryKey}`,
});

// Read loose: the item's keys and search_text are stripped.
const formResponseSchema = z.object(formResponseFields);
const formResponseCodec = codec('form response', formResponseSchema);

export type FormResponseRecord = z.infer<typeof formResponseSchema>;

/**
 * Stores the response once: `stored` false when an item with the same key
 * (the same delivery) is there already, which is left as it was and not
 * counted again. `record.timestamp` is the form's time as UTC ISO,
 * `record.id` the delivery key. The response and its counter move in one
 * transaction (adminCounts.ts).
 */
export async function putFormResponse(record: FormResponseRecord, searchText: string): Promise<{ stored: boolean }> {
  try {
    // Parallel deliveries meet on the counter item: a conflict is resent (a cancelled transaction wrote nothing).
    await withContentionRetry(() =>
      writeTransaction({
        response: {
          Put: {
            TableName: tableName(),
            Item: { ...formResponseKey(record.timestamp, record.id), ...record, search_text: searchText },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        count: adminCountIncrement('form_responses'),
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
  const page = await searchablePartitionPage(FORM_RESPONSES_PARTITION, formResponseCodec, search, limit, start);
  return { responses: page.items, nextKey: page.nextKey };
}

/**
 * How many responses there are (the counter, one item) and how many carry a
 * form timestamp at or after `sinceIso` (a COUNT Query of that range only:
 * the recent days' items, not the whole list).
 */
export async function countFormResponses(sinceIso: string): Promise<{ total: number; since: number }> {
  const [total, since] = await Promise.all([
    readAdminCount('form_responses'),
    queryCount({
      KeyConditionExpression: 'PK = :pk AND SK >= :since',
      ExpressionAttributeValues: { ':pk': FORM_RESPONSES_PARTITION, ':since': sinceIso },
    }),
  ]);
  return { total, since };
}
