/** E-mail addresses: the one shape check and the one spelling the product stores and compares. */

/**
 * local@domain.tld: one @, nothing blank, a dot inside the domain. Read by
 * hand in one pass: the regular expression it replaces backtracked
 * polynomially on "a@" followed by many dots.
 */
export function isEmailShape(email: string): boolean {
  const at = email.indexOf('@');
  if (at < 1 || email.indexOf('@', at + 1) !== -1 || /\s/.test(email)) return false;
  const domain = email.slice(at + 1);
  // A dot with something on both sides of it.
  return domain.slice(1, -1).includes('.');
}

/**
 * The form every e-mail is stored, keyed and compared in: trimmed, lower
 * case. Cognito compares sign-in names the same way (the pool is case
 * insensitive), so an address typed with capitals reaches the same member.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
