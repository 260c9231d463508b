/**
 * My Vouch Portfolio (GET /api/me/portfolio): the Analytics tab is read from
 * the member's aggregates (score item, points per day), which the vouch
 * transactions keep; after every create, edit, deletion and an off-platform
 * vouch claimed at sign-up, the answer equals the recount from the stored
 * vouches. Vouch Messages are the first page of listVouchesReceived.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio } from '#contract/features/me';
import { categoryPoints, dailyPointsFromVouches, scoreSeries, topAttributes } from '#domain/portfolio';
import { scoreFromVouches, scoreVouch } from '#domain/scoring';
import { createVouch, listVouchesReceived } from '#store/vouches';
import { getVouchDays } from '#store/vouchDays';
import { offPlatformVouchBody, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, signIn, signUpAndConfirm, uniqueEmail, useStackEnv } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { isDeepStrictEqual } from 'node:util';
import { waitFor } from '#test-support/waitFor';

let alice: TestMember;
let bob: TestMember;
let carol: TestMember;

beforeAll(async () => {
  useStackEnv();
  [alice, bob, carol] = await Promise.all([
    signUpCompleteMember('Alice Portfolio'),
    signUpCompleteMember('Bob Portfolio'),
    signUpCompleteMember('Carol Portfolio'),
  ]);
}, 60_000);

/** What the Analytics tab must show, recounted from the member's stored vouches. */
async function recount(userId: string): Promise<Omit<Portfolio, 'vouches_given' | 'tier' | 'total_score'> & { total_score: number }> {
  const vouches = await listVouchesReceived(userId);
  const score = scoreFromVouches(vouches.map((v) => Object.keys(v.attributes)));
  return {
    total_score: score.total_score,
    vouches_received: score.total_vouches,
    categories: categoryPoints(score),
    top_attributes: topAttributes(score),
    score_series: scoreSeries(
      dailyPointsFromVouches(vouches.map((v) => ({ created_at: v.created_at, points: scoreVouch(Object.keys(v.attributes)).total }))),
    ),
  };
}

/** The points per day follow a vouch from the table's stream (issue 21): the answer is waited for until it equals the recount. */
async function expectMatchesRecount(member: TestMember): Promise<Portfolio> {
  const read = async () => {
    const portfolio = await callOk('getMyPortfolio', { token: member.token });
    const { vouches_given: _given, tier: _tier, ...shown } = portfolio;
    return { portfolio, shown, expected: await recount(member.userId) };
  };
  await waitFor('the portfolio to equal the recount', async () => {
    const { shown, expected } = await read();
    return isDeepStrictEqual(shown, expected) ? true : undefined;
  }).catch(() => undefined);
  const { portfolio, shown, expected } = await read();
  expect(shown).toEqual(expected);
  return portfolio;
}

describe('getMyPortfolio', () => {
  it('is empty for a member nobody vouched for', async () => {
    const newcomer = await signUpMember();
    expect(await callOk('getMyPortfolio', { token: newcomer.token })).toEqual({
      total_score: 0,
      tier: 'Getting Started',
      vouches_received: 0,
      vouches_given: 0,
      categories: categoryPoints(scoreFromVouches([])),
      top_attributes: [],
      score_series: [],
    });
  });

  it('equals the recount after vouches are given, edited and deleted', async () => {
    await callOk('createVouch', {
      token: alice.token,
      body: vouchBody(bob.userId, { attributes: ['Integrity', 'Reliability', 'Kindness', 'Visionary'] }),
    });
    await callOk('createVouch', { token: carol.token, body: vouchBody(bob.userId, { attributes: ['Integrity', 'Empathy', 'Focus'] }) });
    let portfolio = await expectMatchesRecount(bob);
    expect(portfolio).toMatchObject({ total_score: 54, tier: 'Trusted By Some', vouches_received: 2 });
    expect(portfolio.top_attributes[0]).toEqual({ name: 'Integrity', points: 20, category: 'Core Character', category_points: 30 });
    expect(portfolio.score_series).toHaveLength(1);
    expect(portfolio.score_series[0]!.score).toBe(54);
    expect((await callOk('getMyPortfolio', { token: alice.token })).vouches_given).toBe(1);

    // An edit moves the points on the day the vouch was first given.
    const { vouchee_id: _, ...edit } = vouchBody(bob.userId, { attributes: ['Integrity', 'Loyalty', 'Humility', 'Respect', 'Patience'] });
    await callOk('updateVouch', { token: alice.token, params: { voucheeId: bob.userId }, body: edit });
    portfolio = await expectMatchesRecount(bob);
    expect(portfolio.total_score).toBe(72);

    await callOk('deleteVouch', { token: carol.token, params: { voucheeId: bob.userId } });
    portfolio = await expectMatchesRecount(bob);
    expect(portfolio).toMatchObject({ total_score: 50, vouches_received: 1 });
    expect(portfolio.score_series.at(-1)!.score).toBe(50);
  });

  it('puts each vouch on the day it was given, with the running score', async () => {
    const dana = await signUpCompleteMember('Dana Days');
    // Through the store, to give vouches on earlier days than the stack's clock.
    await createVouch({ ...choices(carol.userId, dana.userId), attributes: ['Integrity', 'Reliability', 'Loyalty'] }, '2026-01-05T10:00:00.000Z');
    await createVouch({ ...choices(alice.userId, dana.userId), attributes: ['Kindness', 'Empathy', 'Visionary'] }, '2026-02-07T23:59:00.000Z');
    const portfolio = await expectMatchesRecount(dana);
    expect(portfolio.score_series).toEqual([
      { day: '2026-01-05', points: 30, score: 30 },
      { day: '2026-02-07', points: 22, score: 52 },
    ]);
    // Deleting every vouch of a day takes the day out of the series (stored at 0).
    await callOk('deleteVouch', { token: carol.token, params: { voucheeId: dana.userId } });
    expect((await expectMatchesRecount(dana)).score_series).toEqual([{ day: '2026-02-07', points: 22, score: 22 }]);
    expect(await getVouchDays(dana.userId, { consistent: true })).toEqual({ '2026-01-05': 0, '2026-02-07': 22 });
  });

  it('counts an off-platform vouch claimed at sign-up, which is listed with the received vouches', async () => {
    const email = uniqueEmail('portfolioclaim');
    const attributes = ['Integrity', 'Reliability', 'Kindness', 'Focus'];
    const sent = await callOk('createOffPlatformVouch', { token: alice.token, body: offPlatformVouchBody(email, { attributes }) });
    const { userId } = await signUpAndConfirm({ inviteCode: sent.invite.invite_code, email, password: TEST_PASSWORD, name: 'Eve Claimer' });
    const { idToken } = await signIn(email, TEST_PASSWORD);
    const eve: TestMember = { userId, email, token: idToken, username: '' };
    const portfolio = await expectMatchesRecount(eve);
    expect(portfolio).toMatchObject({ total_score: 32, vouches_received: 1 });
    expect(portfolio.score_series).toEqual([{ day: sent.pending_vouch.created_at.slice(0, 10), points: 32, score: 32 }]);

    // Vouch Messages (the first page of the received list) shows it too.
    const messages = await callOk('listVouchesReceived', { token: alice.token, params: { userId } });
    expect(messages.vouches.map((v) => v.id)).toEqual([sent.pending_vouch.id]);
  }, 60_000);

  it('answers the member’s own portfolio only: the path names no one', async () => {
    const a = await callOk('getMyPortfolio', { token: alice.token });
    const b = await callOk('getMyPortfolio', { token: bob.token });
    expect(a.vouches_received).not.toBe(b.vouches_received);
    expect((await call('getMyPortfolio', {})).status).toBe(401);
  });
});

describe('Vouch Messages', () => {
  it('are up to 20 received vouches, newest first, with their stored message', async () => {
    const fay = await signUpCompleteMember('Fay Messages');
    const givers = await Promise.all(Array.from({ length: 3 }, (_, i) => signUpCompleteMember(`Giver ${i}`)));
    for (const [i, giver] of givers.entries()) {
      await callOk('createVouch', { token: giver.token, body: vouchBody(fay.userId, { message: `<p>Message <strong>${i}</strong></p>` }) });
    }
    const page = await callOk('listVouchesReceived', { token: fay.token, params: { userId: fay.userId } });
    expect(page.vouches.map((v) => v.message)).toEqual([2, 1, 0].map((i) => `<p>Message <strong>${i}</strong></p>`));
    expect(page.vouches.length).toBeLessThanOrEqual(20);
  }, 60_000);
});

/** The voucher's choices of a vouch written through the store. */
function choices(voucherId: string, voucheeId: string) {
  const { attributes: _a, vouchee_id: _v, ...rest } = vouchBody(voucheeId) as Record<string, unknown>;
  return {
    voucher_id: voucherId,
    vouchee_id: voucheeId,
    message: '<p>Given earlier.</p>',
    first_met_year: rest.first_met_year as number,
    interaction_frequency: rest.interaction_frequency as string,
    relationship_category: rest.relationship_category as string,
    relationship_context: rest.relationship_context as string,
    character_confidence: rest.character_confidence as number,
  };
}
