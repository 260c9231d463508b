/**
 * The member count, sharded (issue 21), on a table of this file's own (other
 * files sign members up on the shared stack at the same time): parallel
 * sign-ups each count once, spread over several shard items, and the count
 * from before the shards is still part of the sum.
 */
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppTable } from '#local/dynamodb';
import { db } from '#services/db';
import { MEMBER_COUNT_SHARDS, countMembers, memberCountKey, memberCountShard, memberCountShardKey } from '#store/memberCount';
import { createMember } from '#store/profiles';
import { useStackEnv } from '#test-support/stack';

const table = `member-count-${Date.now()}`;
let raw: DynamoDBClient | undefined;

beforeAll(async () => {
  const stack = useStackEnv();
  raw = new DynamoDBClient({
    region: stack.region,
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await createAppTable(raw, table);
  process.env.TABLE_NAME = table;
});

afterAll(async () => {
  await raw?.send(new DeleteTableCommand({ TableName: table }));
  raw?.destroy();
});

async function signUp(): Promise<string> {
  const id = randomUUID();
  await createMember(
    {
      id,
      email: `count-${id.slice(0, 8)}@example.test`,
      full_name: 'Counted Member',
      usernameCandidates: [`count-${id.slice(0, 12)}`],
      usernameGenerated: false,
    },
    {},
    new Date().toISOString(),
  );
  return id;
}

describe('the member count', () => {
  it('counts 40 parallel sign-ups once each, over more than one shard item, and adds the count from before the shards', async () => {
    expect(await countMembers()).toBe(0);
    const ids = await Promise.all(Array.from({ length: 40 }, signUp));
    expect(await countMembers()).toBe(40);

    const shards = await Promise.all(
      Array.from({ length: MEMBER_COUNT_SHARDS }, async (_, k) =>
        Number((await db().send(new GetCommand({ TableName: table, Key: memberCountShardKey(k), ConsistentRead: true }))).Item?.count ?? 0),
      ),
    );
    const expected = Array.from({ length: MEMBER_COUNT_SHARDS }, (_, k) => ids.filter((id) => memberCountShard(id) === k).length);
    expect(shards).toEqual(expected);
    expect(shards.filter((n) => n > 0).length).toBeGreaterThan(1);

    await db().send(new PutCommand({ TableName: table, Item: { ...memberCountKey, count: 1000 } }));
    expect(await countMembers()).toBe(1040);
  });
});
