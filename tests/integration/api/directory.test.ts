/**
 * The directory (GET /api/directory): word-prefix search over name,
 * username and bio kept in step with every profile change; the tabs, the
 * orders and paging; full and limited cards; the viewer left out; search
 * terms recorded. The profile dialog (GET /api/profiles/{id}) and the vouch
 * lists (GET /api/profiles/{id}/vouches-received|given).
 */
import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage, MemberCard } from '#contract/features/members';
import { db } from '#services/db';
import { env } from '#services/env';
import { searchTermsEntity } from '#store/searchTerms';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { call, callOk } from '#test-support/apiClient';
import { useStackEnv } from '#test-support/stack';

/** A word no other test uses, so a search finds only this file's members. */
const tag = () => `q${randomBytes(4).toString('hex')}`;
const NAME = tag();
const BIO_WORD = tag();

let alice: TestMember; // the viewer
let bruno: TestMember; // alice vouched for bruno
let carla: TestMember; // carla vouched for alice
let dmitri: TestMember; // no relationship with alice

type Query = {
  q?: string;
  filter?: 'all' | 'vouched-by-me' | 'vouching-for-me';
  sort?: 'newest' | 'highest-points' | 'most-vouched' | 'needs-vouch';
  cursor?: string;
  limit?: string;
};

const directory = (viewer: TestMember, query: Query = {}) => callOk('listDirectory', { token: viewer.token, query });

/** Every page of a list, following next_cursor; or only until every id of `until` has been seen. */
async function allPages(viewer: TestMember, query: Query, until?: readonly string[]): Promise<MemberCard[]> {
  const cards: MemberCard[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 200; i++) {
    const page: DirectoryPage = await directory(viewer, { ...query, ...(cursor ? { cursor } : {}) });
    cards.push(...page.members);
    if (!page.next_cursor || (until && until.every((id) => cards.some((c) => c.id === id)))) return cards;
    cursor = page.next_cursor;
  }
  throw new Error('too many pages');
}

const ids = (cards: readonly MemberCard[]) => cards.map((c) => c.id);

beforeAll(async () => {
  useStackEnv();
  [alice, bruno, carla, dmitri] = await Promise.all([
    signUpCompleteMember(`Alice ${NAME}`),
    signUpCompleteMember(`Bruno ${NAME}`),
    signUpCompleteMember(`Carla ${NAME}`),
    signUpCompleteMember(`Dmitri ${NAME}`),
  ]);
  await callOk('updateMe', {
    token: dmitri.token,
    body: { full_name: `Dmitri ${NAME}`, username: dmitri.username, bio: `Keeps bees. ${BIO_WORD.toUpperCase()} champion` },
  });
  expect((await call('createVouch', { token: alice.token, body: vouchBody(bruno.userId) })).status).toBe(201);
  expect((await call('createVouch', { token: carla.token, body: vouchBody(alice.userId) })).status).toBe(201);
  // Dmitri has given a vouch, so he is not limited for having nothing (only for having no relationship with alice).
  expect(
    (
      await call('createVouch', {
        token: dmitri.token,
        body: vouchBody(carla.userId, { attributes: ['Integrity', 'Reliability', 'Loyalty', 'Humility', 'Kindness'] }),
      })
    ).status,
  ).toBe(201);
}, 120_000);

describe('search', () => {
  it('finds members by the start of a word of their name, any case, and never lists the viewer', async () => {
    const page = await directory(alice, { q: NAME.slice(0, 6).toUpperCase() });
    expect(ids(page.members).sort()).toEqual([bruno.userId, carla.userId, dmitri.userId].sort());
    expect(page.total).toBeNull();
  });

  it('finds a member by a word of their bio and by their username', async () => {
    expect(ids((await directory(alice, { q: BIO_WORD.slice(0, 5) })).members)).toEqual([dmitri.userId]);
    expect(ids((await directory(alice, { q: dmitri.username })).members)).toContain(dmitri.userId);
  });

  it('matches the start of a word, not the inside of one', async () => {
    expect((await directory(alice, { q: NAME.slice(2) })).members).toEqual([]);
  });

  it('needs every word of the query to start a word of the member', async () => {
    expect(ids((await directory(alice, { q: `${NAME} dmi` })).members)).toEqual([dmitri.userId]);
    expect((await directory(alice, { q: `${NAME} zzzznothing` })).members).toEqual([]);
  });

  it('follows a profile change at once: the old words leave the index, the new ones join', async () => {
    const renamed = tag();
    await callOk('updateMe', { token: bruno.token, body: { full_name: `Bruno ${renamed}`, username: bruno.username } });
    expect(ids((await directory(alice, { q: renamed })).members)).toEqual([bruno.userId]);
    expect(ids((await directory(alice, { q: NAME })).members).sort()).toEqual([carla.userId, dmitri.userId].sort());
    await callOk('updateMe', { token: bruno.token, body: { full_name: `Bruno ${NAME}`, username: bruno.username } });
    expect((await directory(alice, { q: renamed })).members).toEqual([]);
  });

  it('pages a search one member at a time, each member once', async () => {
    const cards = await allPages(alice, { q: NAME, limit: '1' });
    expect(ids(cards).sort()).toEqual([bruno.userId, carla.userId, dmitri.userId].sort());
  });

  it('searches within a tab', async () => {
    expect(ids((await directory(alice, { q: NAME, filter: 'vouched-by-me' })).members)).toEqual([bruno.userId]);
    expect(ids((await directory(alice, { q: NAME, filter: 'vouching-for-me' })).members)).toEqual([carla.userId]);
  });

  it('refuses a cursor of another word or a tampered one (400), and a search over 100 characters', async () => {
    const first = await directory(alice, { q: NAME, limit: '1' });
    expect(first.next_cursor).not.toBeNull();
    const other = await call('listDirectory', { token: alice.token, query: { q: `${NAME[0]}zz`, cursor: first.next_cursor! } });
    expect(other.status).toBe(400);
    expect((await call('listDirectory', { token: alice.token, query: { cursor: 'bm90LWpzb24' } })).status).toBe(400);
    expect((await call('listDirectory', { token: alice.token, query: { q: 'a'.repeat(101) } })).status).toBe(400);
  });

  it('keeps each search term lower-cased in the member’s set', async () => {
    await directory(carla, { q: `  ${NAME.toUpperCase()} ` });
    const out = await db().send(new GetCommand({ TableName: env.tableName, Key: searchTermsEntity.key({ user_id: carla.userId }) }));
    expect([...(out.Item?.terms as Set<string>)]).toContain(NAME);
  });
});

describe('cards', () => {
  it('are full with a vouch relationship, with both directions of it, and limited without', async () => {
    const cards = new Map((await directory(alice, { q: NAME })).members.map((c) => [c.id, c]));
    expect(cards.get(bruno.userId)).toMatchObject({ limited: false, has_vouched_for: true, they_vouched_for_me: false, score: { total_vouches: 1 } });
    expect(cards.get(carla.userId)).toMatchObject({ limited: false, has_vouched_for: false, they_vouched_for_me: true, vouches_given: 1 });
    expect(cards.get(dmitri.userId)).toEqual({
      limited: true,
      id: dmitri.userId,
      username: dmitri.username,
      full_name: `Dmitri ${NAME}`,
      avatar_url: null,
      has_vouched_for: false,
    });
  });
});

describe('tabs and orders', () => {
  it('lists whom the viewer vouched for and who vouched for them, with their counts', async () => {
    const mine = await directory(alice, { filter: 'vouched-by-me' });
    expect(ids(mine.members)).toEqual([bruno.userId]);
    expect(mine.total).toBe(1);
    const theirs = await directory(alice, { filter: 'vouching-for-me' });
    expect(ids(theirs.members)).toEqual([carla.userId]);
    expect(theirs.total).toBe(1);
  });

  it('lists every member newest first, the viewer left out, with the count of the others', async () => {
    const newest = await allPages(bruno, { sort: 'newest' });
    expect(ids(newest)).not.toContain(bruno.userId);
    expect(ids(newest)).toEqual(expect.arrayContaining([alice.userId, carla.userId, dmitri.userId]));
    expect(new Set(ids(newest)).size).toBe(newest.length);
    const page = await directory(bruno, {});
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.members.length).toBeLessThanOrEqual(50);
  });

  it('orders by points, by vouches received and by fewest vouches', async () => {
    // carla: 1 vouch of 4 attributes... plus dmitri's of 5: the most points and vouches of these four.
    // The table holds every other test file's members too, so each order is read by a viewer of its own
    // (listDirectory's rate limit is per member) and only as far as the members this test looks for.
    const [pointsViewer, vouchesViewer, needsViewer] = await Promise.all([1, 2, 3].map((i) => signUpCompleteMember(`Sorter ${i} ${NAME}`)));
    const four = [alice.userId, bruno.userId, carla.userId, dmitri.userId];
    // A ranked order ranks only the members its viewer sees in full: the four show the sorters their profiles.
    for (const sorter of [pointsViewer!, vouchesViewer!, needsViewer!]) {
      await Promise.all(
        [alice, bruno, carla, dmitri].map((m) => callOk('grantViewPermission', { token: m.token, body: { viewer_id: sorter.userId } })),
      );
    }
    const byPoints = ids(await allPages(pointsViewer!, { sort: 'highest-points', limit: '50' }, four));
    expect(byPoints.indexOf(carla.userId)).toBeGreaterThanOrEqual(0);
    expect(byPoints.indexOf(carla.userId)).toBeLessThan(byPoints.indexOf(bruno.userId));
    expect(byPoints.indexOf(bruno.userId)).toBeLessThan(byPoints.indexOf(dmitri.userId));
    // Small pages: the ranked cursor carries the order across page ends.
    const byVouches = ids(await allPages(vouchesViewer!, { sort: 'most-vouched', limit: '20' }, [carla.userId]));
    expect(byVouches.indexOf(carla.userId)).toBeGreaterThanOrEqual(0);
    const vouchedMore = await allPages(vouchesViewer!, { sort: 'most-vouched', limit: '50' }, [carla.userId, dmitri.userId]);
    expect(ids(vouchedMore).indexOf(carla.userId)).toBeLessThan(ids(vouchedMore).indexOf(dmitri.userId));
    const needing = ids(await allPages(needsViewer!, { sort: 'needs-vouch', limit: '50' }, four));
    expect(needing.indexOf(dmitri.userId)).toBeGreaterThanOrEqual(0);
    expect(needing.indexOf(dmitri.userId)).toBeLessThan(needing.indexOf(carla.userId));
    expect(new Set(needing).size).toBe(needing.length);
  });
});

describe('ranked orders and the limited view', () => {
  it('rank only the members the viewer sees in full; the limited follow newest first, whatever the order', async () => {
    // The viewer sees carla in full (her grant) and nobody else of the four.
    const viewer = await signUpCompleteMember(`Ranker ${NAME}`);
    await callOk('grantViewPermission', { token: carla.token, body: { viewer_id: viewer.userId } });
    const four = [alice.userId, bruno.userId, carla.userId, dmitri.userId];
    const limitedOnes = [alice.userId, bruno.userId, dmitri.userId];
    const newest = ids(await allPages(viewer, { sort: 'newest', limit: '50' }, four)).filter((id) => limitedOnes.includes(id));
    for (const sort of ['highest-points', 'most-vouched', 'needs-vouch'] as const) {
      const cards = await allPages(viewer, { sort, limit: '50' }, four);
      // carla is the one member ranked, so she leads even where fewest vouches come first.
      expect(cards[0]).toMatchObject({ id: carla.userId, limited: false });
      expect(cards.slice(1).every((c) => c.limited)).toBe(true);
      // dmitri has neither points nor vouches received, bruno has both: were they ranked, the orders would differ.
      expect(ids(cards).filter((id) => limitedOnes.includes(id))).toEqual(newest);
    }
  });

  it('page across the two stages without a gap or a repeat, and refuse a cursor of another stage shape', async () => {
    const viewer = await signUpCompleteMember(`Pager ${NAME}`);
    await Promise.all([bruno, carla].map((m) => callOk('grantViewPermission', { token: m.token, body: { viewer_id: viewer.userId } })));
    const cards = await allPages(viewer, { sort: 'highest-points', limit: '1' }, [alice.userId, bruno.userId, carla.userId, dmitri.userId]);
    expect(ids(cards).slice(0, 2)).toEqual([carla.userId, bruno.userId]);
    expect(new Set(ids(cards)).size).toBe(cards.length);
    const forged = Buffer.from(JSON.stringify({ stage: 'elsewhere' }), 'utf8').toString('base64url');
    expect((await call('listDirectory', { token: viewer.token, query: { sort: 'highest-points', cursor: forged } })).status).toBe(400);
  });
});

describe('profile dialog', () => {
  it('opens with full access: score breakdown, counts and the newest vouches with up to 5 attribute names', async () => {
    const profile = await callOk('getMemberProfile', { token: alice.token, params: { userId: carla.userId } });
    expect(profile).toMatchObject({ id: carla.userId, vouches_received: 1, vouches_given: 1, viewer_has_vouched: false });
    expect(profile.score.attribute_breakdown.Integrity).toBe(10);
    expect(profile.score.total_score).toBe(50);
    expect(profile.recent_vouches.map((v) => v.voucher.id)).toEqual([dmitri.userId]);
    expect(profile.recent_vouches[0]!.attributes).toHaveLength(5);
    expect(profile.recent_vouches[0]!.voucher.full_name).toBe(`Dmitri ${NAME}`);
  });

  it('is refused (403) without full access, and 404 for nobody', async () => {
    expect((await call('getMemberProfile', { token: alice.token, params: { userId: dmitri.userId } })).status).toBe(403);
    const missing = await call('getMemberProfile', { token: alice.token, params: { userId: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('User profile not found');
  });
});

describe('vouch lists', () => {
  it('lists the vouches a member received, newest first, with the voucher’s card and the vouch’s points, to anyone', async () => {
    const list = await callOk('listVouchesReceived', { token: dmitri.token, params: { userId: alice.userId } });
    expect(list.owner).toEqual({ id: alice.userId, username: alice.username, full_name: `Alice ${NAME}` });
    expect(list.total).toBe(1);
    expect(list.vouches.map((v) => v.member.id)).toEqual([carla.userId]);
    expect(list.vouches[0]).toMatchObject({ points: 32, message: '<p>Always <strong>shows up</strong> when it matters.</p>' });
    expect(list.vouches[0]!.attributes.sort()).toEqual(['Integrity', 'Kindness', 'Reliability', 'Visionary']);
    // dmitri vouched for carla: he sees her in full.
    expect(list.vouches[0]!.member).toMatchObject({
      limited: false,
      full_name: `Carla ${NAME}`,
      score: { total_score: 50, tier: 'Trusted By Some' },
    });
  });

  it('shows a party the viewer has no access to in the limited view, as their profile does', async () => {
    // alice has no relationship with dmitri, who vouched for carla.
    const list = await callOk('listVouchesReceived', { token: alice.token, params: { userId: carla.userId } });
    expect(list.vouches.map((v) => v.member)).toEqual([
      { limited: true, id: dmitri.userId, username: dmitri.username, full_name: `Dmitri ${NAME}`, avatar_url: null },
    ]);
    expect(await callOk('getMember', { token: alice.token, params: { username: dmitri.username } })).toMatchObject({ limited: true });
  });

  it('lists the vouches a member gave and pages them', async () => {
    const given = await callOk('listVouchesGiven', { token: bruno.token, params: { userId: alice.userId }, query: { limit: '1' } });
    expect(given.vouches.map((v) => v.member.id)).toEqual([bruno.userId]);
    expect(given.total).toBe(1);
    expect(given.next_cursor === null || typeof given.next_cursor === 'string').toBe(true);
    const empty = await callOk('listVouchesGiven', { token: alice.token, params: { userId: bruno.userId } });
    expect(empty).toMatchObject({ total: 0, vouches: [], next_cursor: null });
  });

  it('answers 404 for an unknown member and 400 for a cursor of another member', async () => {
    expect((await call('listVouchesReceived', { token: alice.token, params: { userId: 'not-a-member' } })).status).toBe(404);
    // A page of one of bruno's received vouches carries bruno's partition; it is no key into another member's.
    const page = await callOk('listVouchesReceived', { token: alice.token, params: { userId: bruno.userId }, query: { limit: '1' } });
    expect(page.next_cursor).not.toBeNull();
    expect(
      (await call('listVouchesReceived', { token: alice.token, params: { userId: carla.userId }, query: { cursor: page.next_cursor! } })).status,
    ).toBe(400);
  });
});
