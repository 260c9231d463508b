/**
 * Where a visitor was going when a member page sent them to sign in
 * (issue 23 §3): the page, with its query, they land on after logging in.
 *
 * Only addresses of the app itself: the value travels in the landing page's
 * `next` parameter, which anyone can write into a link, so an outside
 * address must never pass (an open redirect would lend our name to a
 * phishing page).
 */
import { expiringValue } from './expiringValue';

/** Longer than any address of the app with its query; anything longer is refused before it is looked at. */
const MAX_LENGTH = 2048;
/** Pages that only pass through (the landing decision, the sign-in callback): returning there would loop. */
const NOT_A_DESTINATION = ['/', '/auth/callback'];

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Browsers drop tabs and newlines from addresses, so '/\t/evil.com' would become '//evil.com'.
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A leading '//' or '/\' makes a browser read the rest as a host. */
function startsLikeAHost(text: string): boolean {
  return text.length > 1 && text[0] === '/' && (text[1] === '/' || text[1] === '\\');
}

/** The text and the forms it takes once percent-decoded (twice at most: nobody encodes three times by accident). */
function decodedForms(text: string): string[] {
  const forms = [text];
  let current = text;
  for (let i = 0; i < 2; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return forms;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * The path (with its query and fragment) to return to, or null when the
 * value is not a path of this app: it must start with one '/', carry no
 * backslash or control character in any decoded form, and resolve to the
 * app's own origin.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value[0] !== '/') return null;
  for (const form of decodedForms(value)) {
    if (startsLikeAHost(form) || form.includes('\\') || hasControlCharacter(form)) return null;
  }
  // The browser's own reading decides the last word: same origin, and a path that does not start like a host.
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || startsLikeAHost(url.pathname)) return null;
  if (NOT_A_DESTINATION.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in started and abandoned (a provider's page closed) is not remembered for ever. */
export const RETURN_PATH_TTL_MS = 3_600_000;

/**
 * Kept for the sign-in under way: sessionStorage, so it survives the trip
 * through Google or LinkedIn in this tab but never steers another tab.
 * Checked again when read (storage is writable by anything running on the origin).
 */
const kept = expiringValue<string>({
  storage: () => sessionStorage,
  key: 'vouched.returnTo',
  ttlMs: RETURN_PATH_TTL_MS,
  field: 'path',
  validate: (stored) => (typeof stored === 'string' ? safeReturnPath(stored) : null),
});

/** Keeps the path in its safe form; an unsafe one is not kept (the member lands on /home, as without a return path). */
export function saveReturnPath(path: string, now = Date.now()): void {
  const safe = safeReturnPath(path);
  if (safe) kept.save(safe, now);
}

/** The kept return path, or null when none is kept, it is an hour old, or it is no longer safe. */
export function readReturnPath(now = Date.now()): string | null {
  return kept.read(now);
}

export function clearReturnPath(): void {
  kept.clear();
}
