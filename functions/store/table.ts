/** Low-level helpers for the single table: its name, transactions with retry, error classification. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../services/db';
import { env } from '../services/env';

export function tableName(): string {
  return env.tableName;
}

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Why each item of a cancelled transaction failed ('None' where it did not), or undefined for other errors. */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (error instanceof TransactionCanceledException || (error as { name?: string })?.name === 'TransactionCanceledException') {
    return ((error as TransactionCanceledException).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  }
  return undefined;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/** Another transaction touched the same items at the same moment: safe to try again. */
function isContention(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name === 'TransactionConflictException' || name === 'TransactionInProgressException') return true;
  const codes = cancellationCodes(error);
  return !!codes && codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries `attempt` while it fails only because of contention (or because
 * `shouldRetry` says so, e.g. an optimistic-version miss), with jittered
 * exponential backoff. Any other failure is thrown at once.
 */
export async function withContentionRetry<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean = () => false,
  maxAttempts = 12,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= maxAttempts || !(isContention(error) || shouldRetry(error))) throw error;
      await sleep(Math.random() * Math.min(1000, 20 * 2 ** i));
    }
  }
}

export async function transactWrite(items: TransactItems): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
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
