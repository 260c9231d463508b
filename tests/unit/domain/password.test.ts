/**
 * The checklist (PASSWORD_RULES) and the whole policy (passwordMeetsPolicy,
 * which the local Cognito stand-in enforces) accept exactly what the user
 * pool accepts: every one of Cognito's special characters, an inner space,
 * and nothing else counts as a symbol.
 */
import { describe, expect, it } from 'vitest';
import { COGNITO_SPECIAL_CHARACTERS, PASSWORD_RULES, passwordMeetsPolicy } from '#domain';
import { passwordPolicyViolation } from '#local/passwordPolicy';

const special = PASSWORD_RULES.find((r) => r.label === 'One special character')!;
/** Cognito's documented list, written out here on its own so a change to the constant cannot pass unnoticed. */
const DOCUMENTED = [
  '^',
  '$',
  '*',
  '.',
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  '?',
  '"',
  '!',
  '@',
  '#',
  '%',
  '&',
  '/',
  '\\',
  ',',
  '>',
  '<',
  "'",
  ':',
  ';',
  '|',
  '_',
  '~',
  '`',
  '=',
  '+',
  '-',
];

describe('password policy', () => {
  it('lists exactly Cognito’s special characters', () => {
    expect([...COGNITO_SPECIAL_CHARACTERS].sort()).toEqual([...DOCUMENTED].sort());
  });

  it.each(DOCUMENTED)('accepts %s as the special character, in the checklist and the local pool alike', (ch) => {
    const password = `Abcdefg1${ch}`;
    expect(special.test(password)).toBe(true);
    expect(passwordMeetsPolicy(password)).toBe(true);
    expect(passwordPolicyViolation(password)).toBeNull();
  });

  it('counts an inner space as a special character', () => {
    expect(passwordMeetsPolicy('Abcd efg1')).toBe(true);
    expect(passwordPolicyViolation('Abcd efg1')).toBeNull();
  });

  it.each(['Abcdefg1 ', ' Abcdefg1', '\tAbcdefg1!', 'Abcdefg1!\n'])('refuses %j: whitespace at either end', (password) => {
    expect(passwordMeetsPolicy(password)).toBe(false);
    expect(passwordPolicyViolation(password)).not.toBeNull();
  });

  it.each(['Abcdefg1é', 'Abcdefg1€', 'Abcdefg1\u00A0x', 'Abcdefgh1'])('does not count %j as having a special character', (password) => {
    expect(special.test(password)).toBe(false);
    expect(passwordMeetsPolicy(password)).toBe(false);
    expect(passwordPolicyViolation(password)?.message).toBe('Password did not conform with policy: Password must have symbol characters');
  });

  it('wants ASCII letters and digits, as Cognito does', () => {
    expect(passwordMeetsPolicy('ÀBCDEFG1!a')).toBe(true);
    expect(passwordMeetsPolicy('àbcdefg1!A')).toBe(true);
    expect(passwordMeetsPolicy('ÀÉÎÕÜ1!ab')).toBe(false);
    expect(passwordMeetsPolicy('Abcdefg١!')).toBe(false);
  });

  it('refuses over 256 characters', () => {
    expect(passwordMeetsPolicy(`Aa1!${'x'.repeat(252)}`)).toBe(true);
    expect(passwordMeetsPolicy(`Aa1!${'x'.repeat(253)}`)).toBe(false);
  });
});
