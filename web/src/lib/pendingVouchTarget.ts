/**
 * The member a visitor came to vouch for ("Vouch for Me" link or QR), kept
 * while they sign up or log in, so they land back in the wizard for that
 * member. localStorage, not sessionStorage: a sign-up confirmed from the
 * e-mail continues in a new tab. Forgotten after a day, like the drafts.
 */
import { expiringValue } from './expiringValue';

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

const kept = expiringValue<string>({
  storage: () => localStorage,
  key: KEY,
  ttlMs: PENDING_VOUCH_TTL_MS,
  field: 'username',
  validate: (stored) => (typeof stored === 'string' ? vouchTargetFromParam(stored) : null),
  // As before the shared helper: a save time ahead of the clock still reads back (within the day).
  acceptFutureSaveTime: true,
});

export function savePendingVouchTarget(target: string, now = Date.now()): void {
  kept.save(target, now);
}

/** The kept target, or null when none is kept, it is a day old, or it names nobody. */
export function readPendingVouchTarget(now = Date.now()): string | null {
  return kept.read(now);
}

export function clearPendingVouchTarget(): void {
  kept.clear();
}
