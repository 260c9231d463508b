import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('home greeting', () => {
  it('uses the full name, else the username, else User', () => {
    expect(greetingName({ full_name: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(greetingName({ full_name: '  ', username: 'ada' })).toBe('ada');
    expect(greetingName({ full_name: null, username: null })).toBe('User');
    expect(greetingName(null)).toBe('User');
  });
});
