/**
 * A sign-in writes no index (issue 21): the login sync sets `last_login_at`
 * on the profile, and no index projects it, so DynamoDB's own accounting
 * (ReturnConsumedCapacity INDEXES) shows the table's units and no index's.
 * The contrast, a change of a projected attribute (the name), shows the
 * member list index's units: the check can see an index write.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#services/db';
import { handler } from '#functions/triggers/postAuthentication';
import { membersIndex, profileEntity } from '#store/profiles';
import { signUpMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { postAuthenticationEvent } from '#test-support/triggerEvents';

const MIDDLEWARE = 'loginIndexWritesCapacity';
const seen: { command: string; key: unknown; consumed: ConsumedCapacity | undefined }[] = [];

beforeAll(() => {
  useStackEnv();
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string; Key?: unknown };
      input.ReturnConsumedCapacity ??= 'INDEXES';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: ConsumedCapacity }).ConsumedCapacity;
      seen.push({ command: context.commandName ?? '', key: input.Key, consumed });
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});

afterAll(() => {
  db().middlewareStack.remove(MIDDLEWARE);
});

const indexUnits = (consumed: ConsumedCapacity | undefined) =>
  Object.values(consumed?.GlobalSecondaryIndexes ?? {}).reduce((sum, index) => sum + (index.CapacityUnits ?? 0), 0);

/** The profile writes recorded while `run` ran. */
async function profileWrites(userId: string, run: () => Promise<unknown>) {
  seen.length = 0;
  await run();
  return seen.filter(
    (call) => call.command === 'UpdateItemCommand' && JSON.stringify(call.key) === JSON.stringify(profileEntity.key({ id: userId })),
  );
}

describe('a sign-in and the indexes', () => {
  it('the login sync writes the profile and no index item; a name change writes the member list', async () => {
    const member = await signUpMember({ prefix: 'login-index' });
    const login = await profileWrites(member.userId, () => handler(postAuthenticationEvent(member.userId, member.email)));
    expect(login).toHaveLength(1);
    expect(login[0]!.consumed?.Table?.CapacityUnits).toBeGreaterThan(0);
    expect(indexUnits(login[0]!.consumed)).toBe(0);

    const rename = await profileWrites(member.userId, () =>
      db().send(
        new UpdateCommand({
          TableName: process.env.TABLE_NAME!,
          Key: profileEntity.key({ id: member.userId }),
          UpdateExpression: 'SET full_name = :name',
          ExpressionAttributeValues: { ':name': 'Renamed Member' },
        }),
      ),
    );
    expect(rename).toHaveLength(1);
    expect(rename[0]!.consumed?.GlobalSecondaryIndexes?.[membersIndex.name]?.CapacityUnits).toBeGreaterThan(0);
  });
});
