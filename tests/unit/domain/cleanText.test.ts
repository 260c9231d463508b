import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline, cleanTextSchema, profileEditSchema, purposeSchema, waitingListSchema } from '#domain';

const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E'];

describe('cleanLine', () => {
  it('normalises to NFC so one name typed two ways is one name', () => {
    expect(cleanLine('Jose\u0301')).toBe('Jos\u00E9');
    expect(cleanLine('Jose\u0301')).toBe(cleanLine('Jos\u00E9'));
  });
  it.each(ZERO_WIDTH)('drops the invisible character U+%s', (ch) => {
    expect(cleanLine(`${ch}Ma${ch}ria${ch}`)).toBe('Maria');
  });
  it('drops control characters, line breaks included, then trims', () => {
    expect(cleanLine(' \tAn\u0000na\n\r\u007F\u0085 ')).toBe('Anna');
  });
  it('leaves nothing of a name made only of invisible characters', () => {
    expect(cleanLine(` ${ZERO_WIDTH.join('')}\u0001 `)).toBe('');
  });
});

describe('cleanMultiline', () => {
  it('keeps paragraphs (CRLF and CR become LF) and drops every other control', () => {
    expect(cleanMultiline('\u200B One\r\nTwo\rThree\u0007\tFour\n')).toBe('One\nTwo\nThreeFour');
  });
});

describe('the free-text fields', () => {
  const base = { username: 'maria', full_name: 'Maria' };
  it('refuses a full name that is empty once cleaned', () => {
    const parsed = profileEditSchema.safeParse({ ...base, full_name: '\u200B\u200D\u0000 ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please enter your name');
  });
  it('stores the cleaned name, bio and title; an invisible-only bio is no bio', () => {
    const parsed = profileEditSchema.parse({ ...base, full_name: ' Ma\u200Bria ', bio: '\u200B\uFEFF', title_description: ' Chef\u0000 ' });
    expect(parsed.full_name).toBe('Maria');
    expect(parsed.bio).toBeNull();
    expect(parsed.title_description).toBe('Chef');
  });
  it('measures the limit on the cleaned text', () => {
    expect(profileEditSchema.safeParse({ ...base, full_name: `${'a'.repeat(100)}${'\u200B'.repeat(50)}` }).success).toBe(true);
    expect(profileEditSchema.safeParse({ ...base, full_name: 'a'.repeat(101) }).success).toBe(false);
  });
  it('refuses a long raw input before cleaning it', () => {
    expect(cleanTextSchema({ max: 10 }).safeParse('\u200B'.repeat(41)).success).toBe(false);
  });
  it('refuses an invisible waiting-list name with the form message', () => {
    const parsed = waitingListSchema.safeParse({ name: '\u200B\u2060', email: 'a@b.co' });
    expect(parsed.error?.issues[0]?.message).toBe('Please fill in your name and email address.');
  });
  it('stores an invisible-only motivation as null', () => {
    expect(purposeSchema.parse({ join_intent: ['giving_vouches'], my_motivation: '\u200B \u0000' }).my_motivation).toBeNull();
    expect(purposeSchema.parse({ join_intent: ['giving_vouches'], my_motivation: ' To\u200B help\r\n ' }).my_motivation).toBe('To help');
  });
});
