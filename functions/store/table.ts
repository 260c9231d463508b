/** Low-level helpers for the single table: its name, key type, retry on contention, queries. */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { env } from '#services/env';
import type { Codec } from './codec';
import { TransactionCancelled } from './transaction';

export function tableName(): string {
  return env.tableName;
}

// A type alias (not an interface) so a key is assignable to the SDK's Record<string, unknown>.
export type Key = { PK: string; SK: string };

/** One item by key, parsed by its entity's codec; consistent unless the caller says a stale read will do. */
export async function readItem<T>(key: Key, codec: Codec<T>, options: { consistent: boolean } = { consistent: true }): Promise<T | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent }));
  return out.Item ? codec.decode(out.Item) : undefined;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/** Another transaction touched the same items at the same moment: safe to try again. */
function isContention(error: unknown): boolean {
  if (error instanceof TransactionCancelled) return error.isContention;
  const name = (error as { name?: string })?.name;
  return name === 'TransactionConflictException' || name === 'TransactionInProgressException';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries `attempt` while it fails only because of contention (or because
 * `shouldRetry` says so), with jittered exponential backoff. Any other
 * failure is thrown at once. Resending is safe because a cancelled
 * transaction wrote nothing.
 */
export async function withContentionRetry<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean = () => false,
  maxAttempts = 12,
  maxDelayMs = 1000,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= maxAttempts || !(isContention(error) || shouldRetry(error))) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, 20 * 2 ** i));
    }
  }
}

/** A Query on the table (its name is filled in); paging is the helpers' job. */
export type TableQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>;

/**
 * The items a Query matches, following LastEvaluatedKey page by page, and
 * stopping once `limit` items are in (each page asks only for what is missing).
 */
export async function queryItems(query: TableQuery, limit = Number.POSITIVE_INFINITY): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ...(Number.isFinite(limit) ? { Limit: limit - found.length } : {}),
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found;
}

/** One page of a Query: at most `limit` items from `start` on, and the key to go on from (undefined on the last page). */
export async function queryPage(
  query: TableQuery,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ items: Record<string, unknown>[]; nextKey: Record<string, unknown> | undefined }> {
  const out = await db().send(new QueryCommand({ ...query, TableName: tableName(), Limit: limit, ExclusiveStartKey: start }));
  return { items: out.Items ?? [], nextKey: out.LastEvaluatedKey };
}

/** How many items a Query matches (Select COUNT: the items' bodies are not returned). */
export async function queryCount(query: TableQuery): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: start }));
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * One page of a Query with a FilterExpression. DynamoDB's Limit counts the
 * items read before the filter, so the page reads in steps of `readSize`
 * items, at most `maxReads` of them (a page costs bounded time and read
 * units), and keeps the first `limit` matches. It goes on from the last
 * match kept (its `keyNames`: the table's keys, and the index's when the
 * Query reads one) or, when fewer matched, from where the reading stopped
 * (undefined: nothing is left).
 */
export async function filteredQueryPage(
  query: TableQuery,
  limit: number,
  start: Record<string, unknown> | undefined,
  keyNames: readonly string[],
  { readSize = limit, maxReads = 5 }: { readSize?: number; maxReads?: number } = {},
): Promise<{ items: Record<string, unknown>[]; nextKey: Record<string, unknown> | undefined }> {
  const found: Record<string, unknown>[] = [];
  let key = start;
  for (let read = 0; read < maxReads; read++) {
    const page = await queryPage(query, readSize, key);
    found.push(...page.items);
    key = page.nextKey;
    if (!key || found.length >= limit) break;
  }
  if (found.length <= limit) return { items: found, nextKey: key };
  const last = found[limit - 1]!;
  return { items: found.slice(0, limit), nextKey: Object.fromEntries(keyNames.map((name) => [name, last[name]])) };
}
