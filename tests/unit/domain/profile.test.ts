import { describe, expect, it } from 'vitest';
import {
  hasCompletedRequirements,
  isGeneratedUsername,
  isOldEnough,
  isProfileCompleteForVouching,
  maskPhone,
  onboardingStartStep,
  userHandle,
} from '../../../functions/domain';

describe('isOldEnough', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  it('accepts someone who turns 13 today and refuses one day short', () => {
    expect(isOldEnough('2013-06-15', now)).toBe(true);
    expect(isOldEnough('2013-06-16', now)).toBe(false);
  });
  it('treats 29 February birthdays as 1 March in common years', () => {
    expect(isOldEnough('2012-02-29', new Date('2025-02-28T00:00:00Z'))).toBe(false);
    expect(isOldEnough('2012-02-29', new Date('2025-03-01T00:00:00Z'))).toBe(true);
  });
  it('refuses impossible or malformed dates', () => {
    expect(isOldEnough('2001-02-30', now)).toBe(false);
    expect(isOldEnough('01/02/2001', now)).toBe(false);
    expect(isOldEnough('', now)).toBe(false);
  });
});

describe('onboardingStartStep', () => {
  const full = {
    has_birth_date: true,
    city: 'AUSTIN',
    state: 'TX',
    country: 'USA',
    location_completed: true,
    phone: '+15555550100',
    join_intent: ['seeking_vouches'],
    vouch_seeker_type: ['freelancer'],
  };
  it('opens on the first missing piece', () => {
    expect(onboardingStartStep({ ...full, has_birth_date: false })).toBe(1);
    expect(onboardingStartStep({ ...full, location_completed: false })).toBe(2);
    expect(onboardingStartStep({ ...full, city: ' ' })).toBe(2);
    expect(onboardingStartStep({ ...full, phone: null })).toBe(3);
    expect(onboardingStartStep({ ...full, join_intent: [] })).toBe(4);
    expect(onboardingStartStep({ ...full, vouch_seeker_type: [] })).toBe(5);
    expect(onboardingStartStep({ ...full, join_intent: ['giving_vouches'], vouch_seeker_type: [] })).toBe(6);
    expect(onboardingStartStep(full)).toBe(6);
  });
  it('calls requirements complete with a phone and an intent', () => {
    expect(hasCompletedRequirements(full)).toBe(true);
    expect(hasCompletedRequirements({ ...full, join_intent: [] })).toBe(false);
  });
});

describe('usernames and handles', () => {
  it('recognises generated usernames', () => {
    expect(isGeneratedUsername('user-1a2b3c')).toBe(true);
    expect(isGeneratedUsername(null)).toBe(true);
    expect(isGeneratedUsername('user-0123456789abcdefgh')).toBe(false);
    expect(isGeneratedUsername('maria')).toBe(false);
  });
  it('needs a real username, name, terms, phone and intent to vouch', () => {
    const ready = { username: 'maria', full_name: 'Maria', terms_accepted_at: '2026-01-01', phone: '+15555550100', join_intent: ['giving_vouches'] };
    expect(isProfileCompleteForVouching(ready)).toBe(true);
    expect(isProfileCompleteForVouching({ ...ready, terms_accepted_at: null })).toBe(false);
    expect(isProfileCompleteForVouching({ ...ready, username: 'user-abc' })).toBe(false);
  });
  it('falls back from username to name to e-mail to User', () => {
    expect(userHandle({ username: 'm', full_name: 'Maria' })).toBe('m');
    expect(userHandle({ full_name: 'Maria' })).toBe('Maria');
    expect(userHandle({ email: 'm@x.io' })).toBe('m@x.io');
    expect(userHandle({})).toBe('User');
  });
  it('masks phones as first three, ***-***-, last four', () => {
    expect(maskPhone('+15555550123')).toBe('+15***-***-0123');
  });
});
