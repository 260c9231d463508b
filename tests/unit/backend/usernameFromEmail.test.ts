import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '#domain/validation';
import { usernameBase, usernameCandidates } from '#functions/store/usernameFromEmail';

describe('usernameBase', () => {
  it.each([
    ['Anna.Smith@example.test', 'anna.smith'],
    ['anna+vouched@example.test', 'anna'],
    ['jo@example.test', 'memberjo'],
    ['__x__@example.test', 'memberx'],
    ['super-user-1@example.test', 'membersuper-user-1'], // reads as the reserved "superuser"
    ['user-12@example.test', 'user-12'],
    // A reserved name (or one reading as it) never comes out of sign-up.
    ['admin@example.test', 'memberadmin'],
    ['Support2@example.test', 'membersupport2'],
    ['émile.zola@example.test', 'mile.zola'],
    ['a-very-very-long-local-part-indeed@example.test', 'a-very-very-long-local-p'],
  ])('%s → %s', (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });

  it('always fits the username rule', () => {
    for (const email of [
      'user-1@x.test',
      'xuser-@x.test',
      'u@x.test',
      '....@x.test',
      'USER-ABC@x.test',
      'a-very-very-long-local-part-indeed@x.test',
    ]) {
      for (const candidate of usernameCandidates(email)) {
        expect(candidate).toMatch(USERNAME_PATTERN);
      }
    }
  });

  it('offers the base first, then distinct variants', () => {
    const candidates = usernameCandidates('maya@example.test');
    expect(candidates[0]).toBe('maya');
    expect(new Set(candidates).size).toBeGreaterThan(1);
    expect(candidates.every((c) => c.startsWith('maya'))).toBe(true);
  });
});
