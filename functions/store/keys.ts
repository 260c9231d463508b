/**
 * Key layout of the single table. Only functions/store knows these shapes;
 * docs/data-model.md lists every access pattern that uses them.
 *
 * Item                     PK                        SK                           GSI1PK                GSI1SK
 * profile                  USER#<id>                 PROFILE
 * score (user_scores)      USER#<id>                 SCORE
 * invite counter           USER#<id>                 INVITE_COUNT
 * vouches-given counter    USER#<id>                 GIVEN_COUNT
 * vouch received           USER#<vouchee>            VOUCH#<voucher>              VOUCHER#<voucher>     <created_at>#<vouchee>
 * username guard           USERNAME#<lower>          USERNAME
 * e-mail guard             EMAIL#<lower>             EMAIL
 * invite                   INVITE#<CODE>             INVITE                       INVITER#<inviter>     <created_at>#<CODE>
 * invite expiry marker     INVITE_EXPIRY#<day>       <expires_at>#<CODE>
 * sign-up reservation      SIGNUP#<email lower>      SIGNUP
 * waiting-list entry       WAITLIST                  <created_at>#<id>
 * rate-limit bucket        RATE#<route>#<who>        BUCKET
 * job cursor               JOB#<name>                CURSOR
 *
 * Why the vouch lives under the vouchee: "vouches I received" is the hot
 * read (profile, transcript, score), so it is a Query on the vouchee's own
 * partition, and (voucher, vouchee) uniqueness is the primary key itself.
 */
// A type alias (not an interface) so a key is assignable to the SDK's Record<string, unknown>.
export type Key = { PK: string; SK: string };

export const keys = {
  profile: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  score: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SCORE' }),
  inviteCounter: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'INVITE_COUNT' }),
  vouchesGivenCounter: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'GIVEN_COUNT' }),
  vouch: (voucherId: string, voucheeId: string): Key => ({ PK: `USER#${voucheeId}`, SK: `VOUCH#${voucherId}` }),
  usernameGuard: (username: string): Key => ({ PK: `USERNAME#${username.trim().toLowerCase()}`, SK: 'USERNAME' }),
  emailGuard: (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  invite: (code: string): Key => ({ PK: `INVITE#${code}`, SK: 'INVITE' }),
  inviteExpiryMarker: (expiresAt: string, code: string): Key => ({ PK: inviteExpiryPartition(expiresAt), SK: `${expiresAt}#${code}` }),
  signUpReservation: (email: string): Key => ({ PK: `SIGNUP#${email.trim().toLowerCase()}`, SK: 'SIGNUP' }),
  waitingListEntry: (createdAt: string, id: string): Key => ({ PK: WAITLIST_PARTITION, SK: `${createdAt}#${id}` }),
  rateBucket: (routeId: string, who: string): Key => ({ PK: `RATE#${routeId}#${who}`, SK: 'BUCKET' }),
  jobCursor: (job: string): Key => ({ PK: `JOB#${job}`, SK: 'CURSOR' }),
};

/**
 * Prefix of the vouch items inside a member's partition. The member's own
 * records (GIVEN_COUNT, INVITE_COUNT, PROFILE, SCORE) all sort before it, so
 * one Query with SK < VOUCH_SK_PREFIX reads them together.
 */
export const VOUCH_SK_PREFIX = 'VOUCH#';
export const WAITLIST_PARTITION = 'WAITLIST';

export const gsi1 = {
  invitesOf: (inviterId: string) => `INVITER#${inviterId}`,
  inviteSort: (createdAt: string, code: string) => `${createdAt}#${code}`,
  vouchesGivenBy: (voucherId: string) => `VOUCHER#${voucherId}`,
  vouchGivenSort: (createdAt: string, voucheeId: string) => `${createdAt}#${voucheeId}`,
};

/** One partition per UTC day of expiry, so the nightly job reads only the days that ended. */
export function inviteExpiryPartition(expiresAtIso: string): string {
  return `INVITE_EXPIRY#${expiresAtIso.slice(0, 10)}`;
}

/** The member id inside a USER#<id> partition key. */
export function userIdOf(pk: string): string {
  return pk.startsWith('USER#') ? pk.slice('USER#'.length) : pk;
}
