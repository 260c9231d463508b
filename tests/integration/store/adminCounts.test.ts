/**
 * The admin totals from counters (issue 21), on a table of its own so no
 * other test's adds move them: parallel waiting-list joins and form
 * responses each count once (a refused repeat address, a repeated delivery
 * not at all), the admin's totals equal the entries, and the recount that
 * migrates existing lists counts entries written before the counters,
 * reports without writing under --dry-run, and changes nothing run again.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRecountAdminCounts } from '../../../bin/recountAdminCounts';
import { recountAdminCount } from '#store/adminCounts';
import { StoreRefused } from '#store/errors';
import { countFormResponses, formResponseEntity, putFormResponse, type FormResponseRecord } from '#store/formResponses';
import { queryCount } from '#store/table';
import { addToWaitingList, countWaitingList, waitingListEntity, WAITLIST_PARTITION } from '#store/waitingList';
import { usePrivateTable } from '#test-support/privateTable';

const own = usePrivateTable('admin-counts');
const table = own.name;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  doc = DynamoDBDocumentClient.from(own.raw);
});

const entriesIn = (partition: string) => queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } });

const response = (i: number, timestamp: string): FormResponseRecord => ({
  id: randomUUID(),
  timestamp,
  name: `Respondent ${i}`,
  email: `r${i}@example.com`,
  feedback_text: 'Fine',
  source: 'google_form',
  custom_fields: {},
  received_at: timestamp,
});

describe('admin totals from counters', () => {
  it('the recount counts the entries written before the counters; --dry-run writes nothing; again changes nothing', async () => {
    // Entries as the store wrote them before issue 21: no counter moved.
    const at = '2026-01-01T00:00:00.000Z';
    for (let i = 0; i < 3; i++) {
      const entry = { id: randomUUID(), name: `Old ${i}`, email: `old${i}@example.com`, vouch_seeker_type: null, created_at: at };
      await doc.send(new PutCommand({ TableName: table, Item: waitingListEntity.item(entry) }));
    }
    await doc.send(new PutCommand({ TableName: table, Item: formResponseEntity.item(response(0, at)) }));
    expect(await countWaitingList()).toBe(0);

    // The script (bin/recountAdminCounts.ts) recounts both totals.
    const dry = await runRecountAdminCounts(['--dry-run']);
    expect(dry.dryRun).toBe(true);
    expect(dry.counts[0]).toMatchObject({ name: 'waiting_list', entries: 3, counted_by_shards: 0, base_before: undefined, base: 3, dry_run: true });
    expect(dry.counts[1]).toMatchObject({ name: 'form_responses', entries: 1, base: 1, dry_run: true });
    expect(await countWaitingList()).toBe(0);
    expect((await countFormResponses(at)).total).toBe(0);

    const run = await runRecountAdminCounts([]);
    expect(run.counts.map((count) => [count.name, count.base, count.dry_run])).toEqual([
      ['waiting_list', 3, false],
      ['form_responses', 1, false],
    ]);
    expect(await countWaitingList()).toBe(3);
    expect((await countFormResponses(at)).total).toBe(1);
    expect(await recountAdminCount('waiting_list', { dryRun: false })).toMatchObject({ base_before: 3, base: 3 });
  });

  it('parallel joins and responses each count once; a refused repeat and a repeated delivery not at all', async () => {
    const now = new Date().toISOString();
    const joins = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => addToWaitingList({ name: `Joiner ${i}`, email: `joiner${i}@example.com`, vouch_seeker_type: null }, now)),
    );
    expect(joins.filter((join) => join.status === 'fulfilled')).toHaveLength(30);
    await expect(addToWaitingList({ name: 'Again', email: 'JOINER0@example.com', vouch_seeker_type: null }, now)).rejects.toBeInstanceOf(
      StoreRefused,
    );

    const records = Array.from({ length: 20 }, (_, i) => response(i + 1, now));
    const stored = await Promise.all([...records, records[0]!].map((record) => putFormResponse(record, record.name.toLowerCase())));
    expect(stored.filter((s) => s.stored)).toHaveLength(20);

    expect(await countWaitingList()).toBe(await entriesIn(WAITLIST_PARTITION));
    expect(await countWaitingList()).toBe(33);
    const counts = await countFormResponses(now);
    expect(counts.total).toBe(await entriesIn('FORM_RESPONSES'));
    expect(counts).toEqual({ total: 21, since: 20 });

    // The counted adds moved the shards; the recount's base stays the entries before them.
    expect(await recountAdminCount('waiting_list', { dryRun: true })).toMatchObject({ entries: 33, counted_by_shards: 30, base: 3 });
  });
});
