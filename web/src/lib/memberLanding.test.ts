import { afterEach, describe, expect, it } from 'vitest';
import { memberLandingPath } from './memberLanding';
import { savePendingVouchTarget } from './pendingVouchTarget';
import { saveReturnPath } from './returnPath';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('where a member lands after logging in', () => {
  const now = Date.UTC(2026, 10, 27, 9);

  it('is /home without anywhere else to go', () => {
    expect(memberLandingPath(now)).toBe('/home');
  });

  it('is the page that sent them to sign in, with its query', () => {
    saveReturnPath('/my-vouch-dashboard?tab=given', now);
    expect(memberLandingPath(now)).toBe('/my-vouch-dashboard?tab=given');
  });

  it('stays /home while a "Vouch for Me" link waits there for them', () => {
    saveReturnPath('/my-vouch-dashboard', now);
    savePendingVouchTarget('maya', now);
    expect(memberLandingPath(now)).toBe('/home');
  });
});
