/** The field checks that run on hostile input: length first, no backtracking pattern, a failed length check stops the field. */
import { describe, expect, it } from 'vitest';
import { isEmailShape } from '#domain/email';
import { MESSAGE_TOO_NESTED, emailSchema, fieldErrors, locationSchema, profileEditSchema, waitingListSchema } from '#domain/validation';
import { vouchSchema } from '#domain/vouchInput';
import { SLOW_EMAILS, SLOW_VOUCH_MESSAGES, VOUCH_FIELDS } from '#test-support/slowInputs';
import { cpuTimeOf } from '#test-support/cpuTime';

describe('isEmailShape', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@y.z'])('accepts %s', (e) => expect(isEmailShape(e)).toBe(true));
  it.each(['', 'a', 'a@', '@b.co', 'a@b', 'a@.b', 'a@b.', 'a@@b.co', 'a@b@c.co', 'a b@c.co', 'a@b.c o', 'a@\tb.co'])('refuses %j', (e) =>
    expect(isEmailShape(e)).toBe(false),
  );
});

describe('e-mail', () => {
  it('keeps the spec message and lower-cases', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(fieldErrors(emailSchema.safeParse('a@b').error!)).toEqual({ _: 'Please provide a valid email address' });
  });

  it.each(SLOW_EMAILS)('refuses %s at once, with one message', (_label, email) => {
    const result = waitingListSchema.safeParse({ name: 'Ann', email });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(cpuTimeOf(() => waitingListSchema.safeParse({ name: 'Ann', email }))).toBeLessThan(20);
  });
});

describe('a failed length check stops the field', () => {
  it('a vouch message over the markup bound is refused without being parsed', () => {
    const result = vouchSchema.safeParse({ ...VOUCH_FIELDS, message: '<'.repeat(200_000) });
    expect(result.error!.issues.filter((i) => i.path[0] === 'message')).toHaveLength(1);
    expect(fieldErrors(result.error!).message).toBe('Message must be 3000 characters or fewer');
  });

  it.each(SLOW_VOUCH_MESSAGES)('a vouch message of %s costs milliseconds', (_label, message) => {
    expect(cpuTimeOf(() => vouchSchema.safeParse({ ...VOUCH_FIELDS, message }))).toBeLessThan(50);
  });

  it('a vouch message nested deeper than any editor writes is refused before the sanitizer sees it', () => {
    const result = vouchSchema.safeParse({ ...VOUCH_FIELDS, message: `${'<ul><li>'.repeat(51)}Kind.` });
    expect(fieldErrors(result.error!).message).toBe(MESSAGE_TOO_NESTED);
    expect(vouchSchema.safeParse({ ...VOUCH_FIELDS, message: `${'<ul><li>'.repeat(50)}Kind.` }).success).toBe(true);
  });

  it.each([
    ['1,000 ampersands', '&'.repeat(1000)],
    ['a hundred unfinished references', `&#x${'a'.repeat(95)}`],
    ['references of 31 letters without their semicolon', `&${'a'.repeat(31)}`.repeat(3)],
  ])('a location of %s costs milliseconds', (_label, place) => {
    expect(cpuTimeOf(() => locationSchema.safeParse({ city: place, state: place, country: place }))).toBeLessThan(20);
  });

  it('location, username and LinkedIn fields stop at their length', () => {
    const long = 'é'.repeat(100_000);
    expect(locationSchema.safeParse({ city: long, state: long, country: long }).error!.issues).toHaveLength(3);
    const profile = profileEditSchema.safeParse({ full_name: 'Ann', username: long, linkedin_url: `https://x.co/${long}` });
    expect(Object.keys(fieldErrors(profile.error!)).sort()).toEqual(['linkedin_url', 'username']);
    expect(profile.error!.issues.filter((i) => i.path[0] === 'username')).toHaveLength(1);
  });
});
