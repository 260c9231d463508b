/**
 * Vouch Now's relationship tabs (Vouched by Me, Vouching for Me) in the four
 * orders: newest vouch first, and highest points, most vouched, needs
 * vouches ranked on the server by the counterparts' own totals, paged with
 * an offset cursor. A member only ever sees their own relationships.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage, MemberCard } from '#contract/features/members';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { call, callOk } from '#test-support/apiClient';
import { useStackEnv } from '#test-support/stack';

type Sort = 'newest' | 'highest-points' | 'most-vouched' | 'needs-vouch';
type Filter = 'vouched-by-me' | 'vouching-for-me';
type Query = { filter: Filter; sort?: Sort; cursor?: string; limit?: string };

let hub: TestMember; // whose tabs are read
let p1: TestMember, p2: TestMember, p3: TestMember; // hub vouched for them, in that order
let v1: TestMember, v2: TestMember, v3: TestMember; // they vouched for hub, in that order
let x1: TestMember, x2: TestMember, x3: TestMember; // extra vouchers, to tell the counterparts apart
let outsider: TestMember; // no relationship with anyone here

const vouch = async (from: TestMember, to: TestMember) =>
  expect((await call('createVouch', { token: from.token, body: vouchBody(to.userId) })).status).toBe(201);

/** Every page of a tab, following next_cursor, `limit` a page. */
async function allPages(viewer: TestMember, query: Query): Promise<{ cards: MemberCard[]; pages: DirectoryPage[] }> {
  const pages: DirectoryPage[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await callOk('listDirectory', { token: viewer.token, query: { ...query, ...(cursor ? { cursor } : {}) } });
    pages.push(page);
    if (!page.next_cursor) return { cards: pages.flatMap((p) => p.members), pages };
    cursor = page.next_cursor;
  }
  throw new Error('too many pages');
}

const ids = (cards: readonly MemberCard[]) => cards.map((c) => c.id);
const totals = (card: MemberCard) => {
  if (card.limited) throw new Error(`a relationship's card is full: ${card.id}`);
  return card.score;
};

beforeAll(async () => {
  useStackEnv();
  const signUp = (name: string) => signUpCompleteMember(`${name} Sortwise`);
  [hub, p1, p2, p3, v1, v2, v3, x1, x2, x3, outsider] = await Promise.all([
    signUp('Hub'),
    signUp('Pia'),
    signUp('Paz'),
    signUp('Pol'),
    signUp('Vik'),
    signUp('Val'),
    signUp('Vera'),
    signUp('Xan'),
    signUp('Xia'),
    signUp('Xeno'),
    signUp('Otto'),
  ]);
  // Newest vouch first: p3, p2, p1 and v3, v2, v1.
  for (const p of [p1, p2, p3]) await vouch(hub, p);
  for (const v of [v1, v2, v3]) await vouch(v, hub);
  // Vouches received: p1 3, p3 2, p2 1; v2 2, v1 1, v3 0.
  await Promise.all([vouch(x1, p1), vouch(x2, p1), vouch(x3, p3), vouch(x1, v2), vouch(x2, v2), vouch(x3, v1)]);
}, 180_000);

describe('Vouched by Me in each order, across pages of one', () => {
  it('newest: the newest vouch first', async () => {
    expect(ids((await allPages(hub, { filter: 'vouched-by-me', sort: 'newest', limit: '1' })).cards)).toEqual([p3.userId, p2.userId, p1.userId]);
  });

  it('most vouched and needs vouches: by the counterpart’s vouches received, most or fewest first', async () => {
    expect(ids((await allPages(hub, { filter: 'vouched-by-me', sort: 'most-vouched', limit: '1' })).cards)).toEqual([
      p1.userId,
      p3.userId,
      p2.userId,
    ]);
    expect(ids((await allPages(hub, { filter: 'vouched-by-me', sort: 'needs-vouch', limit: '1' })).cards)).toEqual([p2.userId, p3.userId, p1.userId]);
  });

  it('highest points: by the counterpart’s total score, high to low, equal scores by id', async () => {
    const { cards, pages } = await allPages(hub, { filter: 'vouched-by-me', sort: 'highest-points', limit: '2' });
    expect(pages).toHaveLength(2);
    expect(ids(cards).sort()).toEqual([p1.userId, p2.userId, p3.userId].sort());
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1]!, cards[i]!];
      expect(totals(a).total_score > totals(b).total_score || (totals(a).total_score === totals(b).total_score && a.id < b.id)).toBe(true);
    }
    expect(totals(cards[0]!).total_score).toBeGreaterThan(totals(cards[2]!).total_score);
  });

  it('counts the whole tab and says nothing of a bound it does not reach', async () => {
    const page = await callOk('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched' } });
    expect(page.total).toBe(3);
    expect(page.next_cursor).toBeNull();
    expect(page.sorted_among_newest).toBeUndefined();
  });
});

describe('Vouching for Me in each order, across pages of one', () => {
  it('newest: the newest vouch first', async () => {
    expect(ids((await allPages(hub, { filter: 'vouching-for-me', sort: 'newest', limit: '1' })).cards)).toEqual([v3.userId, v2.userId, v1.userId]);
  });

  it('most vouched and needs vouches: by the counterpart’s vouches received', async () => {
    expect(ids((await allPages(hub, { filter: 'vouching-for-me', sort: 'most-vouched', limit: '1' })).cards)).toEqual([
      v2.userId,
      v1.userId,
      v3.userId,
    ]);
    expect(ids((await allPages(hub, { filter: 'vouching-for-me', sort: 'needs-vouch', limit: '1' })).cards)).toEqual([
      v3.userId,
      v1.userId,
      v2.userId,
    ]);
  });

  it('highest points: by the counterpart’s total score', async () => {
    const { cards } = await allPages(hub, { filter: 'vouching-for-me', sort: 'highest-points', limit: '1' });
    expect(ids(cards)).toHaveLength(3);
    expect(ids(cards)[2]).toBe(v3.userId); // no points
    expect(totals(cards[0]!).total_score).toBeGreaterThanOrEqual(totals(cards[1]!).total_score);
    expect(totals(cards[1]!).total_score).toBeGreaterThan(0);
  });

  it('follows a new vouch at once: the order is read on every request', async () => {
    const before = ids((await allPages(hub, { filter: 'vouching-for-me', sort: 'needs-vouch' })).cards);
    expect(before[0]).toBe(v3.userId);
    await Promise.all([vouch(x1, v3), vouch(x2, v3), vouch(x3, v3)]);
    expect(ids((await allPages(hub, { filter: 'vouching-for-me', sort: 'most-vouched' })).cards)).toEqual([v3.userId, v2.userId, v1.userId]);
  });
});

describe('only the viewer’s own relationships', () => {
  it('another member sees their own tabs, in every order', async () => {
    for (const sort of ['newest', 'highest-points', 'most-vouched', 'needs-vouch'] as const) {
      expect(ids((await allPages(p1, { filter: 'vouching-for-me', sort })).cards).sort()).toEqual([hub.userId, x1.userId, x2.userId].sort());
      expect((await allPages(outsider, { filter: 'vouched-by-me', sort })).cards).toEqual([]);
      expect((await allPages(outsider, { filter: 'vouching-for-me', sort })).cards).toEqual([]);
    }
  });

  it('a cursor of another member’s tab only pages the viewer’s own list', async () => {
    const first = await callOk('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched', limit: '1' } });
    expect(first.next_cursor).not.toBeNull();
    const borrowed = await callOk('listDirectory', {
      token: outsider.token,
      query: { filter: 'vouched-by-me', sort: 'most-vouched', cursor: first.next_cursor! },
    });
    expect(borrowed.members).toEqual([]);
  });

  it('refuses a cursor of another order or tab, a newest cursor, and a forged offset', async () => {
    const first = await callOk('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched', limit: '1' } });
    const cursor = first.next_cursor!;
    expect((await call('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'needs-vouch', cursor } })).status).toBe(400);
    expect((await call('listDirectory', { token: hub.token, query: { filter: 'vouching-for-me', sort: 'most-vouched', cursor } })).status).toBe(400);
    expect((await call('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'newest', cursor } })).status).toBe(400);
    const newest = await callOk('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'newest', limit: '1' } });
    expect(
      (await call('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched', cursor: newest.next_cursor! } }))
        .status,
    ).toBe(400);
    const forged = (offset: unknown) => Buffer.from(JSON.stringify({ order: 'given:most-vouched', offset }), 'utf8').toString('base64url');
    for (const offset of [-1, 1.5, 1001, '1', null]) {
      expect(
        (await call('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched', cursor: forged(offset) } })).status,
      ).toBe(400);
    }
    expect(
      (await callOk('listDirectory', { token: hub.token, query: { filter: 'vouched-by-me', sort: 'most-vouched', cursor: forged(1000) } })).members,
    ).toEqual([]);
  });
});
