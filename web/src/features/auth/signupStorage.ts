/**
 * What the sign-up flow keeps in sessionStorage (this tab only): the
 * verified invite code with a sign-up intent flag (spec §4 "Invite"), read
 * again when the account is created and on /auth/callback. Never the
 * password: anything in web storage is readable by any script on the page,
 * so after the confirmation link the new member logs in once.
 */
const INVITE_KEY = 'vouched.signup.invite';

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
