import { describe, expect, it } from 'vitest';
import {
  MAX_ATTRIBUTES_PER_CATEGORY,
  OFF_PLATFORM_CONFIDENCE_LABELS,
  OFF_PLATFORM_MESSAGES,
  canSelectAttribute,
  categoriesOverCap,
  fieldErrors,
  offPlatformVouchSchema,
  vouchInviteUrl,
} from '#domain';

const valid = {
  pending_name: 'Ada Lovelace',
  pending_email: 'Ada@Example.org',
  attributes: ['Integrity', 'Reliability', 'Kindness'],
  message: '<p>Kind and exact.</p>',
  first_met_year: 2015,
  interaction_frequency: 'Yearly or less',
  relationship_category: 'work',
  relationship_context: 'collaborator_or_teammate',
  character_confidence: 5,
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const parsed = offPlatformVouchSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the off-platform cap of 5 attributes per category', () => {
  const core = ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Humility'];
  it('is 5', () => expect(MAX_ATTRIBUTES_PER_CATEGORY).toBe(5));
  it('names no category while each has at most 5', () => {
    expect(categoriesOverCap([...core.slice(0, 5), 'Kindness', 'Visionary'])).toEqual([]);
  });
  it('names the category that has a sixth attribute', () => {
    expect(categoriesOverCap([...core, 'Kindness'])).toEqual(['core_character']);
  });
  it('counts an attribute picked twice once', () => {
    expect(categoriesOverCap([...core.slice(0, 5), 'Integrity'])).toEqual([]);
  });
  it('lets the form pick a sixth only in another category, and always unpick', () => {
    const five = core.slice(0, 5);
    expect(canSelectAttribute(five, 'Humility')).toBe(false);
    expect(canSelectAttribute(five, 'Kindness')).toBe(true);
    expect(canSelectAttribute(five, 'Integrity')).toBe(true);
  });
});

describe('offPlatformVouchSchema', () => {
  it('accepts a complete vouch, e-mail lower-cased and name trimmed', () => {
    const parsed = offPlatformVouchSchema.parse({ ...valid, pending_name: '  Ada Lovelace ' });
    expect(parsed.pending_email).toBe('ada@example.org');
    expect(parsed.pending_name).toBe('Ada Lovelace');
  });
  it('needs both name and e-mail, in the spec words', () => {
    expect(errorsOf({ ...valid, pending_name: '   ' }).pending_name).toBe('Please fill in both name and email fields.');
    expect(errorsOf({ ...valid, pending_email: '' }).pending_email).toBe('Please fill in both name and email fields.');
    expect(errorsOf({ ...valid, pending_name: undefined }).pending_name).toBe('Please fill in both name and email fields.');
  });
  it('refuses a malformed e-mail', () => {
    expect(errorsOf({ ...valid, pending_email: 'ada@' }).pending_email).toBe('Please provide a valid email address');
  });
  it('needs at least 3 attributes', () => {
    expect(errorsOf({ ...valid, attributes: ['Integrity', 'Kindness'] }).attributes).toBe('Please select at least 3 attributes');
  });
  it('refuses more than 5 attributes in one category', () => {
    const six = ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Humility'];
    expect(errorsOf({ ...valid, attributes: six }).attributes).toBe(OFF_PLATFORM_MESSAGES.categoryCap);
  });
  it('offers only the off-platform frequencies', () => {
    expect(errorsOf({ ...valid, interaction_frequency: 'Rarely / Infrequently' }).interaction_frequency).toBeDefined();
    for (const f of ['Daily', 'Weekly', 'Monthly', 'A few times a year', 'Yearly or less'])
      expect(errorsOf({ ...valid, interaction_frequency: f })).toEqual({});
  });
  it('needs confidence, category and a context of that category, in the spec words', () => {
    expect(errorsOf({ ...valid, character_confidence: undefined }).character_confidence).toBe('Please select confidence level');
    expect(errorsOf({ ...valid, relationship_category: undefined }).relationship_category).toBe('Please select relationship category');
    expect(errorsOf({ ...valid, relationship_context: 'friend' }).relationship_context).toBe('Please complete all relationship context fields.');
  });
  it('needs a message with visible text', () => {
    expect(errorsOf({ ...valid, message: '<p> </p>' }).message).toBe('Please write a message');
  });
});

describe('the off-platform confidence labels', () => {
  it('run from Barely know them to Know them extremely well', () => {
    expect(OFF_PLATFORM_CONFIDENCE_LABELS[1]).toBe('Barely know them');
    expect(OFF_PLATFORM_CONFIDENCE_LABELS[5]).toBe('Know them extremely well');
    expect(Object.keys(OFF_PLATFORM_CONFIDENCE_LABELS)).toHaveLength(5);
  });
});

describe('vouchInviteUrl', () => {
  it('is the origin plus /vouched with the code and auto_signup', () => {
    expect(vouchInviteUrl('https://vouched.example', 'ABCD2345')).toBe('https://vouched.example/vouched?invite_code=ABCD2345&auto_signup=true');
  });
});
