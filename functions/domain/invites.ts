/** Invite codes and the status an invite shows on its owner's dashboard. */
export const INVITE_CODE_LENGTH = 8;
/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MAX_INVITES_PER_MEMBER = 10;
export const INVITE_VALID_DAYS = 30;
export const INVITE_VALID_MS = INVITE_VALID_DAYS * 24 * 60 * 60 * 1000;
/**
 * How long an unconfirmed sign-up may hold a code (our bound, docs/decisions.md):
 * long enough to read the confirmation mail and type its code, short enough
 * that a sign-up started and never confirmed cannot block the code for long.
 */
export const INVITE_HOLD_MINUTES = 15;
export const INVITE_HOLD_MS = INVITE_HOLD_MINUTES * 60 * 1000;

export const INVITE_CHANNELS = [
  'web',
  'qr',
  'qr_code',
  'email_button_1',
  'email_button_2',
  'email_invite',
  'email_request',
  'vouch_invite',
  'share',
] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** Invite codes are typed by people: trim and upper-case before any lookup. */
export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isWellFormedInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH && [...code].every((ch) => INVITE_CODE_ALPHABET.includes(ch));
}

/** An 8-character code drawn from `randomBytes` (crypto randomness), rejection-sampled so every character is equally likely. */
export function makeInviteCode(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % INVITE_CODE_ALPHABET.length);
  let code = '';
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(INVITE_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
      if (code.length === INVITE_CODE_LENGTH) break;
    }
  }
  return code;
}

export interface InviteState {
  invite_expires_at: string;
  redeemed_user_id?: string | null;
  redeemed_at?: string | null;
  created_at: string;
}

/** Valid for sign-up while unredeemed and the expiry is still in the future. */
export function isInviteRedeemable(invite: InviteState, now: Date): boolean {
  return !invite.redeemed_user_id && new Date(invite.invite_expires_at).getTime() > now.getTime();
}

/**
 * Is an unconfirmed sign-up holding the code right now? The same test as
 * PreSignUp's reservation condition (store/invites.ts: a hold lapses once
 * reserved_until < now), so the check route and the sign-up agree.
 */
export function isInviteHeld(invite: { reserved_until?: string | null }, now: Date): boolean {
  return !!invite.reserved_until && invite.reserved_until >= now.toISOString();
}

/** What the check route answers for: redeemable and not held by another sign-up. */
export function isInviteAvailableForSignUp(invite: InviteState & { reserved_until?: string | null }, now: Date): boolean {
  return isInviteRedeemable(invite, now) && !isInviteHeld(invite, now);
}

export type InviteStatus = 'accepted' | 'expired' | 'pending';

export function inviteStatus(invite: InviteState, now: Date): InviteStatus {
  if (invite.redeemed_user_id) return 'accepted';
  if (new Date(invite.invite_expires_at).getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

export const INVITE_STATUS_LABEL: Record<InviteStatus, string> = {
  accepted: 'Registered',
  expired: 'Expired',
  pending: 'Pending',
};

/** Pending first, then accepted (newest redemption first), then the rest newest first. */
export function sortInvites<T extends InviteState>(invites: readonly T[], now: Date): T[] {
  const rank: Record<InviteStatus, number> = { pending: 0, accepted: 1, expired: 2 };
  return [...invites].sort((a, b) => {
    const sa = inviteStatus(a, now);
    const sb = inviteStatus(b, now);
    if (sa !== sb) return rank[sa] - rank[sb];
    if (sa === 'accepted') return (b.redeemed_at ?? '').localeCompare(a.redeemed_at ?? '');
    return b.created_at.localeCompare(a.created_at);
  });
}

/** The "vouch for me" link: /vouched?user={username}, or the site root when the member has no username yet. Used by the share page and the profile-share e-mail. */
export function vouchForMeUrl(origin: string, username: string | null | undefined): string {
  return username ? `${origin}/vouched?user=${encodeURIComponent(username)}` : `${origin}/`;
}

/** The QR code carries the code on the site root (a camera opens it; nothing unfurls it). */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/?invite_code=${encodeURIComponent(code)}`;
}

/**
 * The invite link a member copies and posts: the spec's /invite/{code}, which
 * the app sends on to sign-up with the code checked, and which unfurls as
 * '{name} invited you to Vouched' (domain/unfurl.ts; the site root cannot:
 * CloudFront routes by path, and / is the landing page's).
 */
export function inviteLinkUrl(origin: string, code: string): string {
  return `${origin}/invite/${encodeURIComponent(code)}`;
}
