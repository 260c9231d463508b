import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_VOUCH_TTL_MS,
  clearPendingVouchTarget,
  readPendingVouchTarget,
  savePendingVouchTarget,
  vouchTargetFromParam,
} from './pendingVouchTarget';

afterEach(() => localStorage.clear());

describe('the member a visitor came to vouch for', () => {
  it('is kept across tabs (a sign-up confirmed from the e-mail opens a new one) and read back', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    savePendingVouchTarget('maya', now);
    expect(readPendingVouchTarget(now + 1000)).toBe('maya');
  });

  it('is forgotten after 24 hours, and when cleared', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    savePendingVouchTarget('maya', now);
    expect(readPendingVouchTarget(now + PENDING_VOUCH_TTL_MS - 1)).toBe('maya');
    expect(readPendingVouchTarget(now + PENDING_VOUCH_TTL_MS)).toBeNull();
    savePendingVouchTarget('omar', now);
    clearPendingVouchTarget();
    expect(readPendingVouchTarget(now)).toBeNull();
  });

  it('survives nothing it did not write: garbage in storage reads as none', () => {
    localStorage.setItem('vouched.pendingVouchFor', '{not json');
    expect(readPendingVouchTarget(Date.now())).toBeNull();
    localStorage.setItem('vouched.pendingVouchFor', JSON.stringify({ username: 42, savedAt: 'x' }));
    expect(readPendingVouchTarget(Date.now())).toBeNull();
  });

  it('takes a username or member id from a link, trimmed, and refuses what names nobody', () => {
    expect(vouchTargetFromParam('  maya ')).toBe('maya');
    expect(vouchTargetFromParam('0c8e6a1e-2b1d-4c55-9a4e-1f0d3c2b7a99')).toBe('0c8e6a1e-2b1d-4c55-9a4e-1f0d3c2b7a99');
    expect(vouchTargetFromParam('')).toBeNull();
    expect(vouchTargetFromParam(null)).toBeNull();
    expect(vouchTargetFromParam('x'.repeat(65))).toBeNull();
    expect(vouchTargetFromParam('<script>')).toBeNull();
  });
});
