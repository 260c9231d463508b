/**
 * Names a member may not take because they would speak for the service or
 * its staff, and display names that pose as another person by mixing
 * look-alike letters of different scripts (docs/decisions.md, "Reserved and
 * look-alike names"). Compared by confusable skeleton (confusables.ts), so
 * "adm1n", "ADMIN" and "vouched_" are the reserved names they imitate.
 * Server side only (the skeleton table stays out of the web).
 */
import { confusableSkeleton } from './confusables';

export const RESERVED_NAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'superuser',
  'moderator',
  'mod',
  'staff',
  'team',
  'support',
  'help',
  'helpdesk',
  'service',
  'security',
  'safety',
  'trust',
  'official',
  'verified',
  'vouched',
  'vouchedteam',
  'vouchedsupport',
  'vouchedadmin',
  'vouchedofficial',
  'abuse',
  'postmaster',
  'hostmaster',
  'webmaster',
  'noreply',
  'mailerdaemon',
  'billing',
  'legal',
  'privacy',
  'terms',
  'info',
  'contact',
  'api',
  'www',
  'mail',
  'null',
  'undefined',
  'anonymous',
  'everyone',
  'me',
] as const;

export const RESERVED_USERNAME_MESSAGE = 'That username is reserved';
export const RESERVED_DISPLAY_NAME_MESSAGE = 'That name is reserved for the Vouched team';
export const MIXED_SCRIPT_NAME_MESSAGE = 'Please write each word of your name in one alphabet';

/**
 * Separators and trailing digits do not make a name another one ("admin",
 * "ad.min", "admin_1" and "Vouched Support" read alike), and on top of the
 * skeleton an l passes for an i ("adm1n": the skeleton turns 1 into l).
 */
function reservedForm(name: string): string {
  let kept = '';
  for (const char of name) if (!/[\s._\-'’]/u.test(char)) kept += char;
  let end = kept.length;
  while (end > 0 && kept.charCodeAt(end - 1) >= 0x30 && kept.charCodeAt(end - 1) <= 0x39) end--;
  return confusableSkeleton(kept.slice(0, end)).replaceAll('l', 'i');
}

const RESERVED_FORMS: ReadonlySet<string> = new Set(RESERVED_NAMES.map(reservedForm));

/** True for a name that reads as one of the reserved ones (bound its length first: usernames are at most 30). */
export function isReservedName(name: string): boolean {
  return RESERVED_FORMS.has(reservedForm(name));
}

/** The scripts whose letters pass for one another (TR39's usual Latin/Cyrillic/Greek set, plus Armenian and Cherokee). */
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];

/**
 * True when one word of the name mixes letters of two of those scripts
 * ("Аda" with a Cyrillic А): no real name is written that way, and it is
 * how one member poses as another. A name wholly in one script is fine.
 */
export function mixesLookalikeScripts(name: string): boolean {
  for (const word of name.split(/\s+/u)) {
    let seen = -1;
    for (const char of word) {
      const script = LOOKALIKE_SCRIPTS.findIndex((pattern) => pattern.test(char));
      if (script === -1) continue;
      if (seen !== -1 && seen !== script) return true;
      seen = script;
    }
  }
  return false;
}
