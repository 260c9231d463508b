/**
 * A real username for a new member, made from the e-mail's local part, so
 * nobody starts with a system-looking name like 'user-1234'. Whether a
 * username counts as chosen is the profile's stored username_generated flag,
 * not its shape, so any name the username rule allows may come out of here.
 */
import { randomInt } from 'node:crypto';
import { isReservedName } from '#domain/reservedNames';

const MAX_BASE = 24;
/** The longest username USERNAME_PATTERN (domain/validation.ts) allows: a variant must still be one a member could save. */
const MAX_USERNAME = 30;

export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  let base = local
    .replace(/\+.*$/, '') // "anna+vouched" is Anna
    .replace(/[^a-z0-9_.-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/[._-]+$/, '');
  // "admin@…" or "support@…" would otherwise start as a reserved name (its digit variants read as it too).
  if (base.length < 3 || isReservedName(base)) base = `member${base}`;
  return base;
}

/** The base first, then the base with random digits (shortened to make room): the store takes the first that is free. */
export function usernameCandidates(email: string, tries = 6): string[] {
  const base = usernameBase(email);
  const withDigits = (digits: number) => `${base.slice(0, MAX_USERNAME - String(digits).length)}${digits}`;
  const candidates = [base];
  for (let i = 1; i < tries; i++) candidates.push(withDigits(randomInt(1000, 10_000)));
  candidates.push(withDigits(randomInt(10_000_000, 100_000_000)));
  return candidates;
}
