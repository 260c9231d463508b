/**
 * A write that fails part-way leaves nothing behind. Each test lets the
 * real transaction reach DynamoDB Local with ONE of its items made to fail
 * (aws-sdk-client-mock wraps this process's client only to alter that one
 * item; every other call goes through untouched), then shows that none of
 * the transaction's other writes survived.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#services/db';
import { countInvitesHeld, getInvite, listInvitesOf, reservedCodeFor } from '#store/invites';
import { getProfile, profileIdByEmail } from '#store/profiles';
import { getScoreRecord, toUserScore } from '#store/scores';
import { createPendingVouch, getPendingVouch } from '#store/pendingVouches';
import { scoreFromVouches } from '#domain/scoring';
import { readCounter, vouchesGivenCounter } from '#store/counters';
import { createVouch, deleteVouch, getVouch, updateVouch, type NewVouch } from '#store/vouches';
import { handler as postConfirmation } from '#functions/triggers/postConfirmation';
import { handler as preSignUp } from '#functions/triggers/preSignUp';
import { signUpCompleteMember, signUpMember, vouchBody } from '#test-support/backendHelpers';
import { newInviteCode, uniqueEmail, useStackEnv } from '#test-support/stack';
import { postConfirmationEvent, preSignUpEvent } from '#test-support/triggerEvents';
import { invoke } from '#test-support/apiClient';

type Items = NonNullable<TransactWriteCommandInput['TransactItems']>;
type Item = Items[number];

/** The item of a transaction that writes the item with this sort key (the store names its items; on the wire they are a list). */
function itemWithSk(items: Items, sk: string): Item {
  const found = items.find((item) => [item.Put?.Item, item.Update?.Key, item.Delete?.Key, item.ConditionCheck?.Key].some((key) => key?.SK === sk));
  if (!found) throw new Error(`no item with SK ${sk} in the transaction`);
  return found;
}

let restore: (() => void) | undefined;

/**
 * The next TransactWriteItems goes to DynamoDB with `spoil` applied to its
 * items; later ones go through unchanged. Returns how many were spoiled.
 */
/** The transaction's last Delete item (a spoiler that names its item by kind, not by place). */
function lastDelete(items: Items): NonNullable<Items[number]['Delete']> {
  const item = [...items].reverse().find((candidate) => candidate.Delete);
  if (!item?.Delete) throw new Error('the transaction has no Delete item');
  return item.Delete;
}

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
    // Give the score update a key DynamoDB must reject (SK of the wrong type).
    const probe = spoilNextTransaction((items) => {
      const update = itemWithSk(items, 'SCORE').Update!;
      update.Key = { ...update.Key, SK: 12345 };
      return items;
    });

    const response = await invoke('createVouch', { userId: voucher.userId, body: vouchBody(vouchee.userId) });
    expect(probe.spoiled()).toBe(1);
    expect(response.status).toBe(500);
    expect(response.error).toEqual({ code: 'internal', message: 'Something went wrong. Please try again.' });

    restore?.();
    expect(await getVouch(voucher.userId, vouchee.userId)).toBeUndefined();
    expect(await getScoreRecord(vouchee.userId)).toEqual(scoreBefore);
    expect(await readCounter(vouchesGivenCounter, voucher.userId)).toBe(0);
  });

  it('when the score write of an edit or a deletion fails, the vouch, the score and the giver’s count stay as they were', async () => {
    const [voucher, vouchee] = await Promise.all([signUpCompleteMember('Atomic Editor'), signUpCompleteMember('Atomic Edited')]);
    const given: NewVouch = {
      voucher_id: voucher.userId,
      vouchee_id: vouchee.userId,
      message: '<p>Steady.</p>',
      attributes: ['Integrity', 'Kindness', 'Visionary'],
      first_met_year: 2015,
      interaction_frequency: 'Weekly',
      relationship_category: 'work',
      relationship_context: 'collaborator_or_teammate',
      character_confidence: 4,
    };
    const { vouch } = await createVouch(given, new Date().toISOString());
    const scoreBefore = await getScoreRecord(vouchee.userId);
    const spoilScore = () =>
      spoilNextTransaction((items) => {
        const update = itemWithSk(items, 'SCORE').Update!;
        update.Key = { ...update.Key, SK: 12345 };
        return items;
      });

    let probe = spoilScore();
    await expect(updateVouch(vouch, { attributes: ['Humility', 'Empathy', 'Focus'] }, new Date().toISOString())).rejects.toThrow();
    expect(probe.spoiled()).toBe(1);
    restore?.();
    expect(await getVouch(voucher.userId, vouchee.userId)).toEqual(vouch);
    expect(await getScoreRecord(vouchee.userId)).toEqual(scoreBefore);

    probe = spoilScore();
    await expect(deleteVouch(vouch)).rejects.toThrow();
    expect(probe.spoiled()).toBe(1);
    restore?.();
    expect(await getVouch(voucher.userId, vouchee.userId)).toEqual(vouch);
    expect(await getScoreRecord(vouchee.userId)).toEqual(scoreBefore);
    expect(await readCounter(vouchesGivenCounter, voucher.userId)).toBe(1);
  });
});

describe('an invite and the inviter’s count are one write', () => {
  it('when the last item of createInvite fails, the count is not raised and no invite exists', async () => {
    const member = await signUpMember();
    const heldBefore = await countInvitesHeld(member.userId);
    // Make the expiry marker's condition impossible (its sort key is `<expires_at>#<code>`, the only one with a '#').
    const probe = spoilNextTransaction((items) => {
      items.find((item) => String(item.Put?.Item?.SK).includes('#'))!.Put!.ConditionExpression = 'attribute_exists(PK)';
      return items;
    });

    const response = await invoke('createInvite', { userId: member.userId, body: {} });
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
    await preSignUp(preSignUpEvent(userId, email, code));
    const confirmation = postConfirmationEvent(userId, email, 'Atomic Person');

    // The last delete releases the sign-up reservation (the member count's shard comes after it): make its condition impossible.
    const probe = spoilNextTransaction((items) => {
      lastDelete(items).ConditionExpression = 'attribute_not_exists(PK)';
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

describe('claiming an off-platform vouch is part of the sign-up write', () => {
  it('when any item fails, neither the member nor the claimed vouch exists, the vouch stays pending, and the retry claims it', async () => {
    const voucherId = `atomic-voucher-${Date.now()}`;
    const email = uniqueEmail('atomic-claim');
    const attributes = ['Integrity', 'Kindness', 'Focus'];
    const { invite, pending } = await createPendingVouch(
      {
        voucher_id: voucherId,
        pending_email: email,
        pending_name: 'Atomic Claimer',
        message: '<p>Steady.</p>',
        attributes,
        first_met_year: 2015,
        interaction_frequency: 'Weekly',
        relationship_category: 'life',
        relationship_context: 'friend',
        character_confidence: 4,
      },
      new Date(),
    );
    const userId = `atomic-claimer-${Date.now()}`;
    await preSignUp(preSignUpEvent(userId, email, invite.invite_code));
    const confirmation = postConfirmationEvent(userId, email, 'Atomic Claimer');

    // The last delete releases the pending-vouch guard: make its condition impossible.
    const probe = spoilNextTransaction((items) => {
      lastDelete(items).ConditionExpression = 'attribute_not_exists(PK)';
      return items;
    });
    await expect(postConfirmation(confirmation)).rejects.toThrow();
    expect(probe.spoiled()).toBe(1);
    restore?.();

    expect(await getProfile(userId)).toBeUndefined();
    expect(await getScoreRecord(userId)).toBeUndefined();
    expect(await getVouch(voucherId, userId)).toBeUndefined();
    expect(await getPendingVouch(invite.invite_code)).toEqual(pending);
    expect(await readCounter(vouchesGivenCounter, voucherId)).toBe(0);

    await postConfirmation(confirmation);
    expect(await getPendingVouch(invite.invite_code)).toBeUndefined();
    expect(await getVouch(voucherId, userId)).toMatchObject({ id: pending.id, vouchee_id: userId });
    expect(toUserScore((await getScoreRecord(userId))!)).toEqual(scoreFromVouches([attributes]));
    expect(await readCounter(vouchesGivenCounter, voucherId)).toBe(1);
  });
});
