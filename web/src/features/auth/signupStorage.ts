/**
 * What the sign-up flow keeps in sessionStorage (this tab only):
 * - the verified invite code with a sign-up intent flag (spec §4 "Invite"),
 *   read again when the account is created and on /auth/callback;
 * - for an e-mail sign-up, the e-mail and password until the confirmation
 *   link is opened in this same tab, so the new member is signed straight
 *   in. It is removed as soon as it is used and ignored after 30 minutes.
 */
const INVITE_KEY = 'vouched.signup.invite';
const PENDING_KEY = 'vouched.signup.pending';
const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the flow still works within the open dialog.
  }
}

export interface VerifiedInvite {
  code: string;
  intent: 'signup';
  verifiedAt: number;
}

export function saveVerifiedInvite(code: string): void {
  write(INVITE_KEY, { code, intent: 'signup', verifiedAt: Date.now() } satisfies VerifiedInvite);
}

export function readVerifiedInvite(): VerifiedInvite | null {
  const value = read<VerifiedInvite>(INVITE_KEY);
  return value && typeof value.code === 'string' && value.intent === 'signup' ? value : null;
}

export function clearVerifiedInvite(): void {
  write(INVITE_KEY, null);
}

interface PendingSignIn {
  email: string;
  password: string;
  savedAt: number;
}

export function savePendingSignIn(email: string, password: string): void {
  write(PENDING_KEY, { email: email.trim().toLowerCase(), password, savedAt: Date.now() } satisfies PendingSignIn);
}

/** The password saved for `email` by this tab's sign-up, removed on read. */
export function takePendingSignIn(email: string): string | null {
  const value = read<PendingSignIn>(PENDING_KEY);
  write(PENDING_KEY, null);
  if (!value || value.email !== email.trim().toLowerCase() || Date.now() - value.savedAt > PENDING_MAX_AGE_MS) return null;
  return value.password;
}
