import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#domain';
import { containsProfanity, testimonialProblem, TESTIMONIAL_MESSAGES } from '#domain/profanity';
import { testimonialSchema } from '#domain/testimonial';
import { cpuTimeOf } from '#test-support/cpuTime';

describe('the testimonial profanity filter', () => {
  it('finds a listed word whatever its case', () => {
    expect(containsProfanity('You are a shit friend')).toBe(true);
    expect(containsProfanity('SHIT')).toBe(true);
    expect(containsProfanity('ShIt happens')).toBe(true);
  });

  it('sees through repeated letters and leetspeak', () => {
    expect(containsProfanity('shiiiiit')).toBe(true);
    expect(containsProfanity('fuuuuck this')).toBe(true);
    expect(containsProfanity('sh1t')).toBe(true);
    expect(containsProfanity('b1tch')).toBe(true);
    expect(containsProfanity('a$$hole')).toBe(true);
  });

  it('does not match inside innocent words', () => {
    for (const innocent of [
      'Scunthorpe',
      'class',
      'assess',
      'classic assistant',
      'passion',
      'Essex',
      'cocktail',
      'grass',
      'therapist',
      'shiitake',
      'analysis',
      'Sussex',
      'Shiitake mushrooms',
      'cockpit',
      'pussycat',
      'Dickens',
    ]) {
      expect(containsProfanity(innocent), innocent).toBe(false);
    }
    expect(containsProfanity('Jordan is a classy, assertive colleague from Scunthorpe who assesses risk.')).toBe(false);
  });

  it('gives the spec\u2019s message for a match in either field', () => {
    expect(TESTIMONIAL_MESSAGES.inappropriate).toBe(
      'Inappropriate Content Detected: Your testimonial seems to contain language that is not permitted. Please revise it and try again.',
    );
    expect(testimonialProblem({ name: 'Sh1t Head', content: 'Lovely app' })).toBe(TESTIMONIAL_MESSAGES.inappropriate);
    expect(testimonialProblem({ name: 'Ann', content: 'what the FUCK' })).toBe(TESTIMONIAL_MESSAGES.inappropriate);
    expect(testimonialProblem({ name: 'Ann', content: 'A classic, I assess it as great.' })).toBeNull();
  });

  it('takes linear time on a long text', () => {
    const long = 'ass'.repeat(2_000) + 'x';
    expect(cpuTimeOf(() => containsProfanity(long))).toBeLessThan(200);
  });
});

describe('the testimonial form', () => {
  it('needs both name and content', () => {
    expect(TESTIMONIAL_MESSAGES.missing).toBe('Please fill in both name and testimonial content.');
    const parsed = testimonialSchema.safeParse({ name: '  ', content: 'Great' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error).name).toBe(TESTIMONIAL_MESSAGES.missing);
    const noContent = testimonialSchema.safeParse({ name: 'Ann', content: '\u200B' });
    expect(noContent.success).toBe(false);
  });

  it('cleans both and keeps the content\u2019s line breaks', () => {
    expect(testimonialSchema.parse({ name: ' Ann ', content: 'Line one\r\nLine two ' })).toEqual({ name: 'Ann', content: 'Line one\nLine two' });
  });

  it('refuses texts over the limits', () => {
    expect(testimonialSchema.safeParse({ name: 'a'.repeat(101), content: 'x' }).success).toBe(false);
    expect(testimonialSchema.safeParse({ name: 'Ann', content: 'x'.repeat(2001) }).success).toBe(false);
  });
});
