/**
 * The member a visitor came to vouch for ("Vouch for Me" link or QR), kept
 * while they sign up or log in, so they land back in the wizard for that
 * member. localStorage, not sessionStorage: a sign-up confirmed from the
 * e-mail continues in a new tab. Forgotten after a day, like the drafts.
 */
export const PENDING_VOUCH_TTL_MS = 86_400_000;
const KEY = 'vouched.pendingVouchFor';
/** Usernames and member ids (Cognito subs) fit in this; anything longer names nobody. */
const TARGET_MAX = 64;

/** A username or member id from a link's `user` parameter, or null when it cannot name a member. */
export function vouchTargetFromParam(value: string | null | undefined): string | null {
  const target = value?.trim() ?? '';
  // Length first, then a linear character scan (no pattern on user input).
  if (!target || target.length > TARGET_MAX) return null;
  for (const c of target) {
    const ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '-' || c === '_' || c === '.';
    if (!ok) return null;
  }
  return target;
}

export function savePendingVouchTarget(target: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ username: target, savedAt: now }));
  } catch {
    // Storage full or blocked: the visitor can still find the member after logging in.
  }
}

export function readPendingVouchTarget(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { username?: unknown; savedAt?: unknown } | null;
    if (!saved || typeof saved.username !== 'string' || typeof saved.savedAt !== 'number') return null;
    if (now - saved.savedAt >= PENDING_VOUCH_TTL_MS) return null;
    return vouchTargetFromParam(saved.username);
  } catch {
    return null;
  }
}

export function clearPendingVouchTarget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
