import { describe, expect, it } from 'vitest';
import { hasFullProfileAccess, hasReputationToShow, LIMITED_VIEW_FIELDS, memberView, type VisibilityFacts } from '#domain';

const established = { total_score: 40, total_vouches: 1, vouches_given: 0 };
const empty = { total_score: 0, total_vouches: 0, vouches_given: 0 };
const stranger: VisibilityFacts = {
  isOwner: false,
  hasActivePermission: false,
  viewerVouchedForOwner: false,
  ownerVouchedForViewer: false,
  owner: established,
};

describe('hasReputationToShow (spec: limited view if no score above 0 and no vouches)', () => {
  it('is false with no points, no vouches received and none given', () => {
    expect(hasReputationToShow(empty)).toBe(false);
  });
  it.each([
    ['a score above 0', { ...empty, total_score: 2 }],
    ['a vouch received', { ...empty, total_vouches: 1 }],
    ['a vouch given', { ...empty, vouches_given: 1 }],
  ])('is true with %s', (_, owner) => {
    expect(hasReputationToShow(owner)).toBe(true);
  });
});

describe('hasFullProfileAccess', () => {
  it('is limited for a member with no relationship and no permission', () => {
    expect(hasFullProfileAccess(stranger)).toBe(false);
  });
  it.each([
    ['the owner', { isOwner: true }],
    ['a viewer who vouched for the owner', { viewerVouchedForOwner: true }],
    ['a viewer the owner vouched for', { ownerVouchedForViewer: true }],
    ['a viewer with an active permission', { hasActivePermission: true }],
  ])('is full for %s', (_, facts) => {
    expect(hasFullProfileAccess({ ...stranger, ...facts })).toBe(true);
  });
  it('is limited for everyone but the owner and those they granted while the owner has nothing to show', () => {
    expect(hasFullProfileAccess({ ...stranger, owner: empty })).toBe(false);
    expect(hasFullProfileAccess({ ...stranger, owner: empty, hasActivePermission: true })).toBe(true);
    expect(hasFullProfileAccess({ ...stranger, owner: empty, isOwner: true })).toBe(true);
  });
});

describe('memberView (what a viewer sees of another member, on every route)', () => {
  const full = { id: 'm1', username: 'mo', full_name: 'Mo', avatar_url: null, bio: 'Private', city: 'Oslo', score: { total_score: 192 } };
  it('answers only the limited fields to a viewer without full access', () => {
    const view = memberView(stranger, full);
    expect(view).toEqual({ limited: true, id: 'm1', username: 'mo', full_name: 'Mo', avatar_url: null });
    expect(Object.keys(view).sort()).toEqual([...LIMITED_VIEW_FIELDS].sort());
  });
  it('answers the whole shape, marked full, to a viewer with full access', () => {
    expect(memberView({ ...stranger, hasActivePermission: true }, full)).toEqual({ ...full, limited: false });
    expect(memberView({ ...stranger, owner: empty, isOwner: true }, full)).toEqual({ ...full, limited: false });
  });
  it('follows hasFullProfileAccess: a relationship with a member who has nothing to show stays limited', () => {
    expect(memberView({ ...stranger, owner: empty, viewerVouchedForOwner: true }, full).limited).toBe(true);
  });
});
