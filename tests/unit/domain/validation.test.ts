import { describe, expect, it } from 'vitest';
import {
  birthDateSchema,
  cleanLocationValue,
  fieldErrors,
  inviteCodeSchema,
  locationSchema,
  passwordSchema,
  phoneSchema,
  purposeSchema,
  visibleText,
  vouchSchema,
  waitingListSchema,
} from '#domain';

const firstError = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : Object.values(fieldErrors(result.error as Parameters<typeof fieldErrors>[0]))[0];

describe('invite code', () => {
  it('is trimmed and upper-cased', () => {
    expect(inviteCodeSchema.parse('  abcd2345 ')).toBe('ABCD2345');
  });
  it('uses the spec messages for empty and malformed codes', () => {
    expect(firstError(inviteCodeSchema.safeParse('  '))).toBe('Please enter your invite code to continue');
    expect(firstError(inviteCodeSchema.safeParse('ABC'))).toBe('Please check your invite code and try again');
  });
});

describe('password', () => {
  it.each(['short1!A', 'Vouched!2026'])('accepts %s', (p) => expect(passwordSchema.safeParse(p).success).toBe(true));
  it.each(['vouched!2026', 'VOUCHED!2026', 'Vouched!!!!!', 'Vouched12026', 'Vo!1'])('refuses %s', (p) => {
    expect(firstError(passwordSchema.safeParse(p))).toBe('Password must meet all requirements.');
  });
});

describe('waiting list', () => {
  it('lower-cases the e-mail and needs a name', () => {
    expect(waitingListSchema.parse({ name: ' Ann ', email: ' Ann@Example.COM ' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      vouch_seeker_type: [],
    });
    expect(firstError(waitingListSchema.safeParse({ name: '  ', email: 'a@b.co' }))).toBe('Please fill in your name and email address.');
  });
  it('refuses seeker options outside the list', () => {
    expect(waitingListSchema.safeParse({ name: 'A', email: 'a@b.co', vouch_seeker_type: ['Astronaut'] }).success).toBe(false);
  });
});

describe('birth date', () => {
  it('refuses anyone under 13 with the spec message', () => {
    const recent = new Date();
    recent.setUTCFullYear(recent.getUTCFullYear() - 12);
    const iso = recent.toISOString().slice(0, 10);
    expect(firstError(birthDateSchema.safeParse({ birth_date: iso }))).toBe('You must be at least 13 years old to use Vouched.');
    expect(birthDateSchema.safeParse({ birth_date: '1990-05-01' }).success).toBe(true);
  });
});

describe('location', () => {
  it('collapses whitespace and changes nothing else', () => {
    expect(cleanLocationValue('  New \t  York  ')).toBe('New York');
    expect(cleanLocationValue("O'Fallon")).toBe("O'Fallon");
  });
  it('names the field in its messages', () => {
    expect(fieldErrors(locationSchema.safeParse({ city: 'A', state: 'TX', country: 'USA' }).error!)).toEqual({
      city: 'City must be at least 2 characters long.',
    });
    expect(fieldErrors(locationSchema.safeParse({ city: 'Austin', state: 'T3', country: 'USA' }).error!)).toEqual({
      state: 'State contains invalid characters.',
    });
    expect(firstError(locationSchema.safeParse({ city: '', state: 'TX', country: 'USA' }))).toBe('Please fill in all location fields.');
  });
  it('accepts letters, spaces, hyphens, apostrophes and periods', () => {
    expect(locationSchema.safeParse({ city: "Coeur d'Alene", state: 'St. Louis', country: 'Côte-d’Ivoire'.replace('’', "'") }).success).toBe(true);
  });
});

describe('phone', () => {
  it('needs a + and at least 10 digits, and consent', () => {
    expect(phoneSchema.safeParse({ phone: '+15555550100', sms_consent: true }).success).toBe(true);
    expect(firstError(phoneSchema.safeParse({ phone: '+1555', sms_consent: true }))).toBe('Please enter a valid phone number.');
    expect(firstError(phoneSchema.safeParse({ phone: '+15555550100', sms_consent: false }))).toBe(
      'Please agree to receive text messages for multi-factor authentication.',
    );
  });
});

describe('purpose', () => {
  it('needs an intent, and a seeker type only when seeking vouches', () => {
    expect(firstError(purposeSchema.safeParse({ join_intent: [] }))).toBe('Please select at least one option to continue.');
    expect(firstError(purposeSchema.safeParse({ join_intent: ['seeking_vouches'] }))).toBe('Please select at least one option to continue.');
    expect(purposeSchema.parse({ join_intent: ['giving_vouches'], vouch_seeker_type: ['student'], my_motivation: '  ' })).toEqual({
      join_intent: ['giving_vouches'],
      vouch_seeker_type: [],
      my_motivation: null,
    });
  });
  it('limits the motivation to 500 characters', () => {
    expect(purposeSchema.safeParse({ join_intent: ['just_exploring'], my_motivation: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('vouch', () => {
  const valid = {
    vouchee_id: 'u2',
    attributes: ['Integrity', 'Empathy', 'Focus'],
    message: '<p>Always <strong>shows up</strong>.</p>',
    first_met_year: 2015,
    interaction_frequency: 'Weekly',
    relationship_category: 'work',
    relationship_context: 'collaborator_or_teammate',
    character_confidence: 4,
  };
  it('accepts a complete vouch', () => {
    expect(vouchSchema.safeParse(valid).success).toBe(true);
  });
  it('needs at least 3 distinct known attributes', () => {
    expect(fieldErrors(vouchSchema.safeParse({ ...valid, attributes: ['Integrity', 'Integrity', 'Empathy'] }).error!)).toEqual({
      attributes: 'Please select at least 3 attributes',
    });
    expect(vouchSchema.safeParse({ ...valid, attributes: ['Integrity', 'Empathy', 'Telepathy'] }).success).toBe(false);
  });
  it('counts the message without markup', () => {
    expect(vouchSchema.safeParse({ ...valid, message: `<p>${'a'.repeat(3000)}</p>` }).success).toBe(true);
    expect(vouchSchema.safeParse({ ...valid, message: `<p>${'a'.repeat(3001)}</p>` }).success).toBe(false);
    expect(vouchSchema.safeParse({ ...valid, message: '<p> </p>' }).success).toBe(false);
    expect(visibleText('<p>a &amp; b</p>')).toBe('a & b');
  });
  it('needs the context to belong to the category', () => {
    expect(fieldErrors(vouchSchema.safeParse({ ...valid, relationship_context: 'family' }).error!)).toEqual({
      relationship_context: 'Please complete all relationship context fields.',
    });
  });
  it('bounds the year and the confidence', () => {
    expect(vouchSchema.safeParse({ ...valid, first_met_year: 1974 }).success).toBe(false);
    expect(vouchSchema.safeParse({ ...valid, first_met_year: new Date().getUTCFullYear() + 1 }).success).toBe(false);
    expect(vouchSchema.safeParse({ ...valid, character_confidence: 6 }).success).toBe(false);
  });
});
