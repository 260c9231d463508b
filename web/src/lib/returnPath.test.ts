import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_PATH_TTL_MS, clearReturnPath, readReturnPath, safeReturnPath, saveReturnPath } from './returnPath';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath: only paths of the app itself', () => {
  it.each([
    ['/my-vouch-dashboard', '/my-vouch-dashboard'],
    ['/vouch-community?q=ana&tier=gold', '/vouch-community?q=ana&tier=gold'],
    ['/profile/x/transcript', '/profile/x/transcript'],
    ['/profile/ana%20b/transcript#top', '/profile/ana%20b/transcript#top'],
    ['/vouches-by/abc-123', '/vouches-by/abc-123'],
    // A malformed escape cannot be decoded into anything else: it stays a path of the app.
    ['/x/%E0%A4%A', '/x/%E0%A4%A'],
  ])('keeps %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['an absent value', null],
    ['an empty value', ''],
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/my-vouch-dashboard'],
    ['an absolute https address', 'https://evil.com/'],
    ['an absolute address on our own name', 'http://localhost/home'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.com'],
    ['a backslash later on', '/home\\..\\\\evil.com'],
    ['a relative path', 'home'],
    ['an encoded second slash', '/%2Fevil.com'],
    ['an encoded second slash, upper-case', '/%2fevil.com'],
    ['a doubly encoded second slash', '/%252Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['an encoded protocol-relative address', '%2F%2Fevil.com'],
    ['a tab between the slashes', '/\t/evil.com'],
    ['a newline between the slashes', '/\n/evil.com'],
    ['an encoded tab between the slashes', '/%09/evil.com'],
    ['dot segments that climb to a host-like path', '/..//evil.com'],
    ['the landing page itself (the landing decision runs there)', '/'],
    ['the sign-in callback', '/auth/callback?code=x&state=y'],
    ['a value longer than any address of the app', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_what, input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

describe('the kept return path', () => {
  it('is read back within the hour, and forgotten after it or when cleared', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    saveReturnPath('/my-vouch-dashboard?tab=given', now);
    expect(readReturnPath(now + 1000)).toBe('/my-vouch-dashboard?tab=given');
    expect(readReturnPath(now + RETURN_PATH_TTL_MS)).toBeNull();
    saveReturnPath('/vouch-community', now);
    clearReturnPath();
    expect(readReturnPath(now)).toBeNull();
  });

  it('never keeps an outside address, and distrusts what storage holds', () => {
    const now = Date.UTC(2026, 10, 27, 9);
    saveReturnPath('//evil.com', now);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('vouched.returnTo', JSON.stringify({ path: 'https://evil.com', savedAt: now }));
    expect(readReturnPath(now)).toBeNull();
    sessionStorage.setItem('vouched.returnTo', '{not json');
    expect(readReturnPath(now)).toBeNull();
  });
});
