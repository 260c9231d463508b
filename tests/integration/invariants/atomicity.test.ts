/**
 * A write that fails part-way leaves nothing behind. Each test lets the
 * real transaction reach DynamoDB Local with ONE of its items made to fail
 * (aws-sdk-client-mock wraps this process's client only to alter that one
 * item; every other call goes through untouched), then shows that none of
 * the transaction's other writes survived.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as invitesHandler } from '../../../functions/api/invites/handler';
import { handler as vouchesHandler } from '../../../functions/api/vouches/handler';
import { db } from '../../../functions/services/db';
import { countInvitesHeld, getInvite, listInvitesOf, reservedCodeFor } from '../../../functions/store/invites';
import { getProfile, profileIdByEmail } from '../../../functions/store/profiles';
import { getScoreRecord } from '../../../functions/store/scores';
import { getVouch } from '../../../functions/store/vouches';
import { handler as postConfirmation } from '../../../functions/triggers/postConfirmation';
import { handler as preSignUp } from '../../../functions/triggers/preSignUp';
import { inProcessEvent, parsed, signUpCompleteMember, signUpMember, vouchBody } from '../../support/backendHelpers';
import { newInviteCode, uniqueEmail, useStackEnv } from '../../support/stack';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;

let restore: (() => void) | undefined;

/**
 * The next TransactWriteItems goes to DynamoDB with `spoil` applied to its
 * items; later ones go through unchanged. Returns how many were spoiled.
 */
function spoilNextTransaction(spoil: (items: Items) => Items): { spoiled: () => number } {
  const client = db();
  const realSend = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const mock = mockClient(client);
  let spoiled = 0;
  mock.send.callThrough();
  mock.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    const items = spoiled === 0 ? spoil(structuredClone(input.TransactItems ?? [])) : input.TransactItems;
    if (spoiled === 0) spoiled++;
    return realSend(new TransactWriteCommand({ ...input, TransactItems: items }));
  });
  restore = () => mock.restore();
  return { spoiled: () => spoiled };
}

beforeAll(() => {
  useStackEnv();
});

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('a vouch and its score are one write', () => {
  it('when the score write fails, the vouch is not stored either, and the client sees no AWS text', async () => {
    const [voucher, vouchee] = await Promise.all([signUpCompleteMember('Atomic Voucher'), signUpCompleteMember('Atomic Vouchee')]);
    const scoreBefore = await getScoreRecord(vouchee.userId);
    // The third item is the score: give it a key DynamoDB must reject (SK of the wrong type).
    const probe = spoilNextTransaction((items) => {
      const put = items[2]!.Put!;
      put.Item = { ...put.Item, SK: 12345 };
      return items;
    });

    const response = parsed(await vouchesHandler(inProcessEvent('createVouch', { userId: voucher.userId, body: vouchBody(vouchee.userId) }), {} as never));
    expect(probe.spoiled()).toBe(1);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });

    restore?.();
    expect(await getVouch(voucher.userId, vouchee.userId)).toBeUndefined();
    expect(await getScoreRecord(vouchee.userId)).toEqual(scoreBefore);
  });
});

describe('an invite and the inviter’s count are one write', () => {
  it('when the last item of createInvite fails, the count is not raised and no invite exists', async () => {
    const member = await signUpMember();
    const heldBefore = await countInvitesHeld(member.userId);
    // The third item is the expiry marker: make its condition impossible.
    const probe = spoilNextTransaction((items) => {
      items[2]!.Put!.ConditionExpression = 'attribute_exists(PK)';
      return items;
    });

    const response = parsed(await invitesHandler(inProcessEvent('createInvite', { userId: member.userId, body: {} }), {} as never));
    expect(probe.spoiled()).toBe(1);
    expect(response.status).toBe(500);

    restore?.();
    expect(await countInvitesHeld(member.userId)).toBe(heldBefore);
    expect(await listInvitesOf(member.userId)).toHaveLength(0);
  });
});

describe('PostConfirmation writes the member whole or not at all', () => {
  it('when redeeming fails, no profile, score or guard is left, the code stays reserved, and Cognito’s retry then succeeds', async () => {
    const code = await newInviteCode();
    const email = uniqueEmail('atomic-signup');
    const userId = `atomic-${Date.now()}`;
    await preSignUp({
      triggerSource: 'PreSignUp_SignUp',
      userName: userId,
      request: { userAttributes: { email }, clientMetadata: { inviteCode: code } },
      response: {},
    } as unknown as PreSignUpTriggerEvent);
    const confirmation = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userName: userId,
      request: { userAttributes: { sub: userId, email, name: 'Atomic Person' } },
      response: {},
    } as unknown as PostConfirmationTriggerEvent;

    // The last item deletes the sign-up reservation: make its condition impossible.
    const probe = spoilNextTransaction((items) => {
      items[items.length - 1]!.Delete!.ConditionExpression = 'attribute_not_exists(PK)';
      return items;
    });
    await expect(postConfirmation(confirmation)).rejects.toThrow();
    expect(probe.spoiled()).toBe(1);
    restore?.();

    expect(await getProfile(userId)).toBeUndefined();
    expect(await getScoreRecord(userId)).toBeUndefined();
    expect(await profileIdByEmail(email)).toBeUndefined();
    const invite = await getInvite(code);
    expect(invite?.redeemed_user_id).toBeNull();
    expect(invite?.reserved_email).toBe(email.toLowerCase());
    expect(await reservedCodeFor(email)).toBe(code);

    await postConfirmation(confirmation);
    expect(await getProfile(userId)).toMatchObject({ id: userId, full_name: 'Atomic Person' });
    expect(await getInvite(code)).toMatchObject({ redeemed_user_id: userId, registered: true });
    expect(await reservedCodeFor(email)).toBeUndefined();
  });
});
