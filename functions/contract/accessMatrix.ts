/**
 * The shape of a route's row in the authorisation matrix
 * (tests/integration/api/route-access.test.ts). Each feature's contract
 * declares its rows next to its routes (`<feature>Access`, typed by its
 * route ids), so a route without a row fails the type check; the test
 * assembles them and calls every route as every role.
 *
 * Nothing in the product imports the rows: bundlers drop them. A row's
 * request is built from the test's fixtures (MatrixFixtures), handed in at
 * run time, so the contract never imports test code.
 */

/**
 * Who calls: a visitor, a complete member, another one, a member whose
 * profile is incomplete, the super admin, a Google account that has not
 * redeemed an invite, a member whose deletion is confirmed (in its grace)
 * and one whose deletion was finalised.
 */
export const MATRIX_ROLES = [
  'visitor',
  'member',
  'otherMember',
  'incompleteMember',
  'admin',
  'nonMember',
  'deletedMember',
  'finalisedMember',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, 'visitor'>;
/** Refused on every route that is not public, so rows need no status of their own for them. */
export type DeletedRole = 'deletedMember' | 'finalisedMember';
export type LiveRole = Exclude<MatrixRole, DeletedRole>;

/** One request of the matrix: path parameters, body, query and extra headers. */
export interface MatrixSample {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A signed-in test account. */
export interface MatrixMember {
  userId: string;
  email: string;
  token: string;
  username: string;
}

/** What the matrix prepared before its first call (its beforeAll), and the test helpers a row may use. */
export interface MatrixFixtures {
  /** The account making the call as `role` on route `id` (an incomplete member is fresh per route); none for the visitor. */
  caller(role: MatrixRole, id: string): MatrixMember | undefined;
  /** The member each role looks at or vouches for: the member for everyone but the member, who uses the other one. */
  counterpart(role: MatrixRole): MatrixMember;
  readonly callers: Readonly<Record<SignedInRole, MatrixMember>>;
  readonly fullNameOf: ReadonlyMap<string, string>;
  /** An unredeemed invite code of the admin's. */
  readonly freeCode: string;
  /** The member's own pending invite, which only they may delete; and one nobody else may delete. */
  readonly memberOwnInvite: string;
  readonly memberKeptInvite: string;
  /** The member every complete role has vouched for, whose vouches the edit and delete rows address. */
  readonly vouchTarget: MatrixMember;
  /** A notification of the member's own: only they may mark it read. */
  readonly memberNotification: string;
  /** A feedback item the member sent (no attachment). */
  readonly feedbackItemId: string;
  /** A waiting-list entry the admin row invites. */
  readonly waitingEntry: { id: string; created_at: string };
  /** An uploaded avatar of each signed-in role's own. */
  readonly avatarKeyOf: ReadonlyMap<MatrixRole, string>;
  /** A valid vouch edit (the vouch body without its vouchee). */
  readonly editBody: Record<string, unknown>;
  /** Well formed (43 base64url characters), naming no deletion request. */
  readonly unknownDeletionToken: string;
  vouchBody(voucheeId: string): Record<string, unknown>;
  offPlatformVouchBody(): Record<string, unknown>;
  signedDelivery(fields: { feedback_text: string }): MatrixSample;
  uniqueEmail(prefix: string): string;
}

/** One row per route: a request valid for the role making it, and the status it earns when the role may make it. */
export interface AccessRow {
  request: (role: MatrixRole, fx: MatrixFixtures) => MatrixSample;
  /** The answer to an allowed request: one status for every role, or one per role (a deleted member's is always 401). */
  allowed: number | Readonly<Record<LiveRole, number>>;
}

/** A feature's rows: exactly one per route of its table. */
export type AccessRows<Routes extends readonly { id: string }[]> = Record<Routes[number]['id'], AccessRow>;
