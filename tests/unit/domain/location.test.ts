import { describe, expect, it } from 'vitest';
import { LOCATION_MAX, cleanLocationValue, fieldErrors, locationProblem, locationSchema } from '#domain';

const parse = (city: string, state = 'Missouri', country = 'USA') => locationSchema.safeParse({ city, state, country });

describe('location names keep what they are made of', () => {
  it.each([
    ["O'Fallon", "O'Fallon"],
    ['Côte d’Ivoire', 'Côte d’Ivoire'],
    ["Côte d'Ivoire", "Côte d'Ivoire"],
    ['Winston-Salem', 'Winston-Salem'],
    ['Winston\u2010Salem', 'Winston\u2010Salem'],
    ['Saint\u2011Denis', 'Saint\u2011Denis'],
    ['St. Louis', 'St. Louis'],
    ['Москва', 'Москва'],
    ['東京', '東京'],
    ['São Paulo', 'São Paulo'],
    ['हिन्दी नगर', 'हिन्दी नगर'],
    ['القاهرة', 'القاهرة'],
    // Persian writes some names with a zero-width non-joiner between letters (Khorramabad).
    ['خرم\u200cآباد', 'خرم\u200cآباد'],
    ['क्\u200dष', 'क्\u200dष'],
    ['  New \n  York ', 'New York'],
  ])('%j is saved as %j', (typed, saved) => {
    const result = parse(typed);
    expect(result.success).toBe(true);
    expect(result.data?.city).toBe(saved);
  });

  it('a decomposed accent is kept, in its composed form', () => {
    expect(parse('Co\u0302te').data?.city).toBe('Côte');
  });

  it('refuses markup with its own message instead of stripping it', () => {
    expect(fieldErrors(parse('Portland', '<b>Oregon</b>').error!)).toEqual({
      state: 'State cannot contain markup such as <b>: type the place name only.',
    });
    expect(fieldErrors(parse('a > b').error!).city).toBe('City cannot contain markup such as <b>: type the place name only.');
  });

  it('refuses markup written as character references (&lt;b&gt;) as markup too', () => {
    for (const bad of ['&lt;b&gt;Oregon&lt;/b&gt;', '&#60;b&#62;Oregon', '&#x3C;b&#x3e;Oregon', 'Oregon&nbsp;', 'A &amp; B']) {
      expect(fieldErrors(parse(bad).error!).city).toBe('City cannot contain markup such as <b>: type the place name only.');
    }
  });

  it('refuses digits, a bare ampersand, stray joiners and other symbols as invalid characters', () => {
    for (const bad of ['Ohio 42', 'Trinidad & Tobago', '\u200cParis', 'Paris\u200d', 'Pa\u200c\u200cris', 'Pa \u200cris', 'Pa\u200bris', 'Oregon&', '&;Oregon', '&#;', '&#x;', '&lt Oregon', 'Paris/Texas', 'Rome"', 'Oslo;']) {
      expect(fieldErrors(parse(bad).error!).city).toBe('City contains invalid characters.');
    }
  });

  it('checks length: 2 to 100 characters after spaces are collapsed', () => {
    expect(fieldErrors(parse('A').error!).city).toBe('City must be at least 2 characters long.');
    expect(parse('A'.repeat(LOCATION_MAX)).success).toBe(true);
    expect(fieldErrors(parse('A'.repeat(LOCATION_MAX + 1)).error!).city).toBe('City must be at most 100 characters long.');
    expect(parse(`${'A '.repeat(50)}`).success).toBe(true);
    expect(fieldErrors(parse('').error!).city).toBe('Please fill in all location fields.');
  });

  it('the pure rule is the one the schema uses', () => {
    expect(locationProblem('Country', cleanLocationValue("Côte d'Ivoire"))).toBeNull();
    expect(locationProblem('Country', '<i>x</i>')).toBe('Country cannot contain markup such as <b>: type the place name only.');
  });
});
