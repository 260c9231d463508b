/**
 * A member's partition, USER#<id>, holds their own records (profile, score,
 * the two counters) and every vouch they received. The own records' sort
 * keys (GIVEN_COUNT, INVITE_COUNT, PROFILE, SCORE) all sort before
 * VOUCH#, so one Query with SK < RECEIVED_VOUCH_PREFIX reads them together
 * (ownRecords.ts), and begins_with(SK, RECEIVED_VOUCH_PREFIX) reads the
 * vouches alone. Why the vouch lives under the vouchee: "vouches I received"
 * is the hot read (profile, transcript, score), and (voucher, vouchee)
 * uniqueness is then the primary key itself.
 *
 * VOUCH_DAYS (vouchDays.ts, the points per day) sorts after VOUCH# ('_' >
 * '#') without beginning with it: neither Query reads it.
 */
export function memberPartition(userId: string): string {
  return `USER#${userId}`;
}

export const RECEIVED_VOUCH_PREFIX = 'VOUCH#';
