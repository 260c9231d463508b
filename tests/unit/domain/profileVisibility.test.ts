import { describe, expect, it } from 'vitest';
import { hasFullProfileAccess, hasReputationToShow, type VisibilityFacts } from '#domain';

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
