import { describe, expect, it } from 'vitest';
import { isStoredSessionRemoval } from './SessionEndWatcher';

const KEY = 'CognitoIdentityServiceProvider.client123';

describe('isStoredSessionRemoval: another tab logged out', () => {
  it('is a removal of the stored session or its ID token, or a cleared storage', () => {
    expect(isStoredSessionRemoval({ key: `${KEY}.LastAuthUser`, newValue: null })).toBe(true);
    expect(isStoredSessionRemoval({ key: `${KEY}.someone@example.org.idToken`, newValue: null })).toBe(true);
    expect(isStoredSessionRemoval({ key: null, newValue: null })).toBe(true);
  });

  it('is not a refresh or a log-in writing tokens, nor another key going', () => {
    expect(isStoredSessionRemoval({ key: `${KEY}.someone@example.org.idToken`, newValue: 'eyJ…' })).toBe(false);
    expect(isStoredSessionRemoval({ key: `${KEY}.LastAuthUser`, newValue: 'someone@example.org' })).toBe(false);
    expect(isStoredSessionRemoval({ key: 'vouched.banner', newValue: null })).toBe(false);
    expect(isStoredSessionRemoval({ key: `${KEY}.someone@example.org.clockDrift`, newValue: null })).toBe(false);
  });
});
