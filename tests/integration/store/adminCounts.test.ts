/**
 * The admin totals come from counter items (issue 21), on a table of this
 * file's own (other files add to the shared stack's lists at the same time,
 * so "one more" is only knowable here): the counts stay right through adds,
 * parallel adds and refused repeats, and reading a total costs one small
 * item's read however long the list is.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppTable } from '#local/dynamodb';
import { db } from '#services/db';
import { recountAdminCount } from '#store/adminCounts';
import { StoreRefused } from '#store/errors';
import { countFormResponses, putFormResponse } from '#store/formResponses';
import { addToWaitingList, countWaitingList } from '#store/waitingList';
import { useStackEnv } from '#test-support/stack';

const table = `admin-counts-${Date.now()}`;
const MIDDLEWARE = 'adminCountsCapacity';
let raw: DynamoDBClient | undefined;
let readUnits: number[] = [];

beforeAll(async () => {
  const stack = useStackEnv();
  raw = new DynamoDBClient({
    region: stack.region,
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await createAppTable(raw, table);
  process.env.TABLE_NAME = table;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      if (/^(Get|Query)/.test(context.commandName ?? ''))
        readUnits.push((result.output as { ConsumedCapacity?: ConsumedCapacity }).ConsumedCapacity?.CapacityUnits ?? 0);
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});

afterAll(async () => {
  db().middlewareStack.remove(MIDDLEWARE);
  await raw?.send(new DeleteTableCommand({ TableName: table }));
  raw?.destroy();
});

async function readCost<T>(read: () => Promise<T>): Promise<{ value: T; calls: number; units: number }> {
  readUnits = [];
  const value = await read();
  return { value, calls: readUnits.length, units: readUnits.reduce((a, b) => a + b, 0) };
}

const formResponse = (n: number) => ({
  id: `delivery-${n}`,
  timestamp: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  name: `Responder ${n}`,
  email: `responder-${n}@example.com`,
  feedback_text: 'x'.repeat(2000),
  source: 'google_form' as const,
  custom_fields: {},
  received_at: new Date().toISOString(),
});

describe('admin counts', () => {
  it('the waiting list total follows every add, parallel ones too, and not a refused repeat', async () => {
    expect(await countWaitingList()).toBe(0);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        addToWaitingList({ name: `Waiting ${i}`, email: `waiting-${i}@example.com`, vouch_seeker_type: null }, new Date().toISOString()),
      ),
    );
    await expect(
      addToWaitingList({ name: 'Again', email: 'WAITING-3@example.com', vouch_seeker_type: null }, new Date().toISOString()),
    ).rejects.toBeInstanceOf(StoreRefused);
    expect(await countWaitingList()).toBe(30);
    // The counter agrees with a recount of the whole partition, which has nothing to change.
    expect(await recountAdminCount('waiting_list', { dryRun: true })).toEqual({ counter: 'waiting_list', count: 30, was: 30 });
  });

  it('the form response total follows every stored response, a repeated delivery counted once', async () => {
    const stored = await Promise.all(Array.from({ length: 12 }, (_, i) => putFormResponse(formResponse(i), `responder ${i}`)));
    expect(stored.every((s) => s.stored)).toBe(true);
    expect(await putFormResponse(formResponse(4), 'responder 4')).toEqual({ stored: false });
    const counts = await countFormResponses(new Date(Date.UTC(2026, 0, 10)).toISOString());
    expect(counts).toEqual({ total: 12, since: 3 });
  });

  it('reads a total as one item: the same cost with 30 entries as with 300', async () => {
    const small = await readCost(countWaitingList);
    await Promise.all(
      Array.from({ length: 270 }, (_, i) =>
        addToWaitingList({ name: `Later ${i}`, email: `later-${i}@example.com`, vouch_seeker_type: null }, new Date().toISOString()),
      ),
    );
    const large = await readCost(countWaitingList);
    expect(large.value).toBe(300);
    expect(small).toMatchObject({ calls: 1, units: 1 });
    expect(large).toMatchObject({ calls: 1, units: 1 });
  });

  it('starts a counter for a list from before the counters (the migration), only when asked for real', async () => {
    await db().send(new PutCommand({ TableName: table, Item: { PK: 'STATS#WAITLIST', SK: 'COUNT', count: 7 } }));
    expect(await recountAdminCount('waiting_list', { dryRun: true })).toEqual({ counter: 'waiting_list', count: 300, was: 7 });
    expect(await countWaitingList()).toBe(7);
    expect(await recountAdminCount('waiting_list', { dryRun: false })).toEqual({ counter: 'waiting_list', count: 300, was: 7 });
    expect(await countWaitingList()).toBe(300);
  });
});
