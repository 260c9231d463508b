/**
 * The member count sharded (issue 21), on a table of its own so no other
 * test's sign-ups move it: parallel sign-ups each add one to a shard,
 * spread over several shards, and the read sums the shards and the item
 * that counted every member before the shards (kept, so existing totals
 * need no migration). A sharded counter moved up and down by parallel
 * transactions ends exact.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { countMembers, memberCountEntity, memberCounter } from '#store/memberCount';
import { createMember } from '#store/profiles';
import { counterAdd, readCounter } from '#store/shardedCounter';
import { tableName, withContentionRetry } from '#store/table';
import { writeTransaction } from '#store/transaction';
import { usePrivateTable } from '#test-support/privateTable';

const own = usePrivateTable('member-count');
const table = own.name;
const SIGN_UPS = 40;
/** What the unsharded item held when the shards were deployed. */
const BEFORE_SHARDS = 5;

describe('the member count', () => {
  it('sums the shards and the old item after parallel sign-ups', async () => {
    const doc = DynamoDBDocumentClient.from(own.raw);
    await doc.send(new PutCommand({ TableName: table, Item: memberCountEntity.item({ count: BEFORE_SHARDS }) }));
    const now = new Date().toISOString();
    const created = await Promise.all(
      Array.from({ length: SIGN_UPS }, (_, i) => {
        const id = randomUUID();
        return createMember(
          {
            id,
            email: `count-${id}@example.com`,
            full_name: `Count Member ${i}`,
            usernameCandidates: [`count${id.slice(0, 8)}`],
            usernameGenerated: false,
          },
          {},
          now,
        );
      }),
    );
    expect(created).toHaveLength(SIGN_UPS);

    expect(await readCounter(memberCounter, { consistent: true })).toBe(BEFORE_SHARDS + SIGN_UPS);
    expect(await countMembers()).toBe(BEFORE_SHARDS + SIGN_UPS);
    const items = (
      await doc.send(
        new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': memberCounter.partition } }),
      )
    ).Items!;
    const shards = items.filter((item) => String(item.SK).startsWith(`${memberCounter.name}#`));
    // 40 sign-ups over 32 shards: all on one item would mean no sharding at all.
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.reduce((sum, item) => sum + Number(item.count), 0)).toBe(SIGN_UPS);
    expect(items.find((item) => item.SK === memberCountEntity.key().SK)?.count).toBe(BEFORE_SHARDS);
  });

  it('a sharded counter moved up and down by parallel transactions ends exact', async () => {
    const counter = { partition: `TEST_COUNTER#${randomUUID()}`, name: 'COUNT' };
    const moves = [...Array.from({ length: 60 }, () => 1), ...Array.from({ length: 25 }, () => -1)];
    await Promise.all(
      moves.map((delta, i) =>
        withContentionRetry(() =>
          writeTransaction({
            marker: { Put: { TableName: tableName(), Item: { PK: counter.partition, SK: `MARKER#${i}` } } },
            counter: counterAdd(counter, delta),
          }),
        ),
      ),
    );
    expect(await readCounter(counter, { consistent: true })).toBe(35);
  });
});
