/**
 * The user pool's password policy, as one rule set: the sign-up and reset
 * checklists show it, the local Cognito stand-in (bin/local/passwordPolicy.ts)
 * enforces it, and the real pool (lib/auth.ts) is configured to match it.
 * A password the checklist accepts is exactly a password Cognito accepts.
 */
export const PASSWORD_MIN = 8;
/** Cognito's own bound on a password's length. */
export const PASSWORD_MAX = 256;

/**
 * Cognito's "symbol characters", as its documentation lists them. A space
 * counts too, but only inside the password: Cognito refuses a password that
 * starts or ends with whitespace altogether.
 */
export const COGNITO_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/** Cognito's \s (Java's, ASCII only): space, tab, line feed, vertical tab, form feed, carriage return. */
const isCognitoSpace = (ch: string | undefined) => ch !== undefined && ' \t\n\v\f\r'.includes(ch);

function hasSpecialCharacter(p: string): boolean {
  for (const ch of p) if (COGNITO_SPECIAL_CHARACTERS.includes(ch)) return true;
  // An inner space: one with a non-space somewhere before and after it.
  let first = 0;
  let last = p.length - 1;
  while (first <= last && isCognitoSpace(p[first])) first++;
  while (last >= first && isCognitoSpace(p[last])) last--;
  return p.slice(first, last + 1).includes(' ');
}

/** Each rule of the password checklist, in the order the form lists them. Letters and digits are Cognito's: ASCII. */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  { label: 'One special character', test: hasSpecialCharacter },
] as const;

/**
 * Cognito's pattern for any password, before its policy: no whitespace at
 * either end (its API pattern is ^[\S]+.*[\S]+$), at most 256 characters.
 * The checklist has no line for this, so a password failing it is still
 * refused by the form (see passwordMeetsPolicy).
 */
export function hasCognitoShape(p: string): boolean {
  return p.length > 0 && p.length <= PASSWORD_MAX && !isCognitoSpace(p[0]) && !isCognitoSpace(p[p.length - 1]);
}

/** Exactly what the user pool accepts: its shape and every checklist rule. */
export function passwordMeetsPolicy(p: string): boolean {
  return hasCognitoShape(p) && PASSWORD_RULES.every((rule) => rule.test(p));
}
