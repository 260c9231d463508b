/**
 * Look-alike display names (issue 18 §6): flagged to admins, never refused.
 * A name whose words each keep to one script may still read as another
 * member's name ('Ѕаѕһа Роре' in Cyrillic beside 'Sasha Pope'; 'Rnaya'
 * beside 'Maya'). Two real people may share a name, so the same name
 * written the same way is not a look-alike; only the same skeleton written
 * with other characters is. Case and spacing are not "other characters":
 * they show, and honest people differ in them.
 */
import { confusableSkeleton } from './confusables';

/** Runs of white space read as one space; the ends are trimmed. */
const spaced = (name: string) => name.trim().replace(/\s+/gu, ' ');

/** The confusable skeleton (TR39) that look-alike names share; the display name is bounded (FULL_NAME_MAX) before it gets here. */
export function displayNameSkeleton(name: string): string {
  return confusableSkeleton(spaced(name));
}

/** The same name as written: equal but for case, Unicode normal form and spacing. */
export function sameDisplayName(a: string, b: string): boolean {
  const form = (name: string) => spaced(name).normalize('NFC').toLowerCase();
  return form(a) === form(b);
}

/** `name` reads as `other` (same skeleton) without being the same name written the same way. */
export function isLookalikeName(name: string, other: string): boolean {
  return !sameDisplayName(name, other) && displayNameSkeleton(name) === displayNameSkeleton(other);
}
