/**
 * Collusion signals (issue 11 §5, beyond the spec): patterns of vouching
 * that admins may want to look at. They only inform: nothing here changes a
 * score. Pure rules; the stream consumer (functions/jobs/collusionSignals.ts)
 * gathers the few facts they need when a vouch is written or removed.
 *
 * - A reciprocal pair: A vouched for B and B for A, the two vouches given
 *   within RECIPROCAL_WINDOW_DAYS of each other (a trade rather than two
 *   independent judgements).
 * - A ring: three members, each vouching for the next (A→B→C→A), where for
 *   every one of them most of the vouches they ever gave stay inside the
 *   three (more than RING_MIN_INSIDE_SHARE). A triangle among people who
 *   vouch widely is ordinary community; a closed loop is not.
 * - A burst (issue 22 #18): BURST_MIN_VOUCHES or more vouches for one member
 *   within BURST_WINDOW_MINUTES, each from an account younger than
 *   NEW_ACCOUNT_DAYS when it vouched: the shape of accounts made to pump one
 *   score. A member's own invitees vouching on their first day can look the
 *   same, which is why a flag only informs and an admin can dismiss it.
 */

export const RECIPROCAL_WINDOW_DAYS = 7;
/** "Mostly": more than half of each member's given vouches go to the other two. */
export const RING_MIN_INSIDE_SHARE = 0.5;
/** How many of a member's relationships the ring check reads on each side (the newest). */
export const RING_NEIGHBOURHOOD = 200;

/**
 * A burst: this many vouches or more… Eight, not five: a member's own first
 * invitees vouching for them on their first day is ordinary, and an invite
 * list holds at most 10; it takes most of a list, or accounts from
 * elsewhere, to reach eight within the window.
 */
export const BURST_MIN_VOUCHES = 8;
/**
 * …for one member within this window (ending at the newest)… An hour holds a
 * scripted run (twelve vouches within minutes) and a slow hand-made one;
 * eight in an hour, all from accounts under a week old, is rare among real members.
 */
export const BURST_WINDOW_MINUTES = 60;
/**
 * …each from an account this young when it vouched. Accounts made to pump a
 * score vouch soon after sign-up; a week also covers a batch made and left
 * to age for a few days, while members older than that have a history an
 * admin can read.
 */
export const NEW_ACCOUNT_DAYS = 7;
/** How many of the window's vouches the burst check reads (the newest): enough to see any burst. */
export const BURST_READ_MAX = 100;

/** The vouching patterns, and look-alike display names (issue 18 §6, #domain/lookalikeNames), which share the flags' list. */
export type CollusionKind = 'reciprocal' | 'ring' | 'burst' | 'lookalike_name';
export const COLLUSION_KINDS = ['reciprocal', 'ring', 'burst', 'lookalike_name'] as const satisfies readonly CollusionKind[];

export interface VouchEdge {
  voucher_id: string;
  vouchee_id: string;
  created_at: string;
}

const DAY_MS = 86_400_000;

/** An admin's note when dismissing a flag: why it is not collusion (kept on the flag for the record). */
export const DISMISSAL_NOTE_MAX = 500;
export const DISMISSAL_NOTE_REQUIRED = 'Please say why this flag is dismissed.';

/** Two vouches in opposite directions given within the window. */
export function isReciprocalTrade(forward: VouchEdge, back: VouchEdge): boolean {
  if (forward.voucher_id !== back.vouchee_id || forward.vouchee_id !== back.voucher_id) return false;
  const apart = Math.abs(Date.parse(forward.created_at) - Date.parse(back.created_at));
  return Number.isFinite(apart) && apart <= RECIPROCAL_WINDOW_DAYS * DAY_MS;
}

/** The members a new vouch A→B closes a loop with: C where B→C and C→A exist. */
export function ringCandidates(
  edge: Pick<VouchEdge, 'voucher_id' | 'vouchee_id'>,
  vouchedByVouchee: readonly string[],
  vouchersOfVoucher: readonly string[],
): string[] {
  const back = new Set(vouchersOfVoucher);
  const out = new Set<string>();
  for (const c of vouchedByVouchee) if (back.has(c) && c !== edge.voucher_id && c !== edge.vouchee_id) out.add(c);
  return [...out].sort();
}

/**
 * Whether a loop of three is a ring: every member gave more than
 * RING_MIN_INSIDE_SHARE of all their vouches to the other two. `edges` are
 * the vouches among the three that exist; `givenTotals` each member's count
 * of vouches given.
 */
export function isRing(
  members: readonly string[],
  edges: readonly Pick<VouchEdge, 'voucher_id' | 'vouchee_id'>[],
  givenTotals: Readonly<Record<string, number>>,
): boolean {
  if (new Set(members).size !== members.length || members.length < 3) return false;
  const inside = new Set(members);
  return members.every((m) => {
    const given = givenTotals[m] ?? 0;
    const within = edges.filter((e) => e.voucher_id === m && inside.has(e.vouchee_id)).length;
    return given > 0 && within / given > RING_MIN_INSIDE_SHARE;
  });
}

/**
 * The burst among one member's received vouches, if there is one: those
 * within BURST_WINDOW_MINUTES of the newest whose voucher's account
 * (`joinedAt`, by voucher id) was younger than NEW_ACCOUNT_DAYS when they
 * vouched. A voucher whose account date is unknown (deleted) or unreadable
 * does not count.
 */
export function newAccountBurst(received: readonly VouchEdge[], joinedAt: Readonly<Record<string, string>>): VouchEdge[] | undefined {
  const times = received.map((v) => Date.parse(v.created_at)).filter(Number.isFinite);
  if (times.length < BURST_MIN_VOUCHES) return undefined;
  const windowStart = Math.max(...times) - BURST_WINDOW_MINUTES * 60_000;
  const inBurst = received.filter((v) => {
    const at = Date.parse(v.created_at);
    const joined = Date.parse(joinedAt[v.voucher_id] ?? '');
    return at >= windowStart && Number.isFinite(joined) && at - joined < NEW_ACCOUNT_DAYS * DAY_MS;
  });
  return inBurst.length >= BURST_MIN_VOUCHES ? inBurst : undefined;
}

/** One flag per group and kind: the same members always make the same key. */
export function groupKey(kind: CollusionKind, members: readonly string[]): string {
  return `${kind}#${[...new Set(members)].sort().join('+')}`;
}
