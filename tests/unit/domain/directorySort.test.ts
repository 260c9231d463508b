import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_SORT_MAX, compareForSort, relationshipPage, sortByStanding, type MemberStanding } from '#domain/directory';

const m = (id: string, total_score: number, total_vouches: number): MemberStanding => ({ id, total_score, total_vouches });
const ids = (list: readonly MemberStanding[]) => list.map((x) => x.id);

const members = [m('c', 10, 1), m('a', 30, 0), m('d', 10, 3), m('b', 0, 3), m('e', 30, 2)];

describe('the sorts of a member list (shared by All Members and the relationship tabs)', () => {
  it('highest points: total_score high to low, equal scores by id', () => {
    expect(ids(sortByStanding(members, 'highest-points'))).toEqual(['a', 'e', 'c', 'd', 'b']);
  });

  it('most vouched: total_vouches high to low, equal counts by id', () => {
    expect(ids(sortByStanding(members, 'most-vouched'))).toEqual(['b', 'd', 'e', 'c', 'a']);
  });

  it('needs vouches: fewest vouches first, equal counts by id', () => {
    expect(ids(sortByStanding(members, 'needs-vouch'))).toEqual(['a', 'c', 'e', 'b', 'd']);
  });

  it('breaks ties by id in code-point order, whatever order the members come in', () => {
    const tied = [m('b', 5, 5), m('B', 5, 5), m('a', 5, 5), m('A', 5, 5)];
    for (const sort of ['highest-points', 'most-vouched', 'needs-vouch'] as const) {
      expect(ids(sortByStanding(tied, sort))).toEqual(['A', 'B', 'a', 'b']);
      expect(ids(sortByStanding([...tied].reverse(), sort))).toEqual(['A', 'B', 'a', 'b']);
    }
  });

  it('is a total order: the comparator says 0 only for the same member', () => {
    const compare = compareForSort('highest-points');
    expect(compare(m('x', 1, 1), m('x', 1, 1))).toBe(0);
    expect(Math.sign(compare(m('x', 1, 1), m('y', 1, 1)))).toBe(-Math.sign(compare(m('y', 1, 1), m('x', 1, 1))));
  });

  it('does not change the list it is given', () => {
    const copy = [...members];
    sortByStanding(members, 'most-vouched');
    expect(members).toEqual(copy);
  });
});

describe('a page of a sorted relationship tab (offset paging)', () => {
  const ordered = Array.from({ length: 120 }, (_, i) => `m${i}`);

  it('cuts pages of the given size and says where the next starts', () => {
    expect(relationshipPage(ordered, 0, 50)).toEqual({ ids: ordered.slice(0, 50), nextOffset: 50 });
    expect(relationshipPage(ordered, 50, 50)).toEqual({ ids: ordered.slice(50, 100), nextOffset: 100 });
    expect(relationshipPage(ordered, 100, 50)).toEqual({ ids: ordered.slice(100), nextOffset: undefined });
  });

  it('has no next page when a page ends exactly at the end, and an empty one past it', () => {
    expect(relationshipPage(ordered.slice(0, 100), 50, 50).nextOffset).toBeUndefined();
    expect(relationshipPage(ordered, 500, 50)).toEqual({ ids: [], nextOffset: undefined });
  });

  it('covers at most RELATIONSHIP_SORT_MAX relationships', () => {
    expect(RELATIONSHIP_SORT_MAX).toBe(1000);
  });
});
