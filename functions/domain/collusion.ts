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
 */

export const RECIPROCAL_WINDOW_DAYS = 7;
/** "Mostly": more than half of each member's given vouches go to the other two. */
export const RING_MIN_INSIDE_SHARE = 0.5;
/** How many of a member's relationships the ring check reads on each side (the newest). */
export const RING_NEIGHBOURHOOD = 200;

/** The vouching patterns, and look-alike display names (issue 18 §6, #domain/lookalikeNames), which share the flags' list. */
export type CollusionKind = 'reciprocal' | 'ring' | 'lookalike_name';

export interface VouchEdge {
  voucher_id: string;
  vouchee_id: string;
  created_at: string;
}

const DAY_MS = 86_400_000;

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

/** One flag per group and kind: the same members always make the same key. */
export function groupKey(kind: CollusionKind, members: readonly string[]): string {
  return `${kind}#${[...new Set(members)].sort().join('+')}`;
}
