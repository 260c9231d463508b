import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  hasCompletedRequirements,
  isGeneratedUsername,
  isOldEnough,
  isProfileCompleteForVouching,
  maskPhone,
  onboardingStartStep,
  userHandle,
} from '#domain';

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
  it('reads four-digit years as written: year 0001 is not 1901, and before 1900 is refused', () => {
    expect(birthDateProblem('0001-01-01', now)).toBe('too_early');
    expect(birthDateProblem('0099-06-01', now)).toBe('too_early');
    expect(birthDateProblem('1899-12-31', now)).toBe('too_early');
    expect(birthDateProblem('1900-01-01', now)).toBeNull();
  });
  it('refuses a birth date in the future, and one under 13', () => {
    expect(birthDateProblem('2026-06-16', now)).toBe('future');
    expect(birthDateProblem('3000-01-01', now)).toBe('future');
    expect(birthDateProblem('2020-01-01', now)).toBe('too_young');
    expect(birthDateProblem('2026-06-15', now)).toBe('too_young');
  });
  it('names malformed input and impossible dates', () => {
    expect(birthDateProblem('90-05-17', now)).toBe('format');
    expect(birthDateProblem('1990-5-17', now)).toBe('format');
    expect(birthDateProblem('+01990-05-17', now)).toBe('format');
    expect(birthDateProblem('1990-13-01', now)).toBe('not_a_date');
    expect(birthDateProblem('1990-00-10', now)).toBe('not_a_date');
    expect(birthDateProblem('2001-02-29', now)).toBe('not_a_date');
    expect(birthDateProblem('2000-02-29', now)).toBeNull();
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
  it('decides generated-ness by the stored flag, never by the shape of the name', () => {
    expect(isGeneratedUsername({ username: 'maria', username_generated: true })).toBe(true);
    expect(isGeneratedUsername({ username: 'user-ab', username_generated: false })).toBe(false);
    expect(isGeneratedUsername({ username: 'user-1a2b3c' })).toBe(false);
    expect(isGeneratedUsername({ username: null, username_generated: false })).toBe(true);
  });
  it('needs a chosen username, name, terms, birth date, phone and intent to vouch', () => {
    const ready = {
      username: 'user-ab',
      username_generated: false,
      full_name: 'Maria',
      terms_accepted_at: '2026-01-01',
      has_birth_date: true,
      phone: '+15555550100',
      join_intent: ['giving_vouches'],
    };
    expect(isProfileCompleteForVouching(ready)).toBe(true);
    expect(isProfileCompleteForVouching({ ...ready, terms_accepted_at: null })).toBe(false);
    expect(isProfileCompleteForVouching({ ...ready, username_generated: true })).toBe(false);
    expect(isProfileCompleteForVouching({ ...ready, has_birth_date: false })).toBe(false);
    expect(isProfileCompleteForVouching({ ...ready, full_name: '  ' })).toBe(false);
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
