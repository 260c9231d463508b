/** What the middleware learns about a request before its operation runs (operation.ts types what the operation sees of it). */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { OwnRecords } from '#store/ownRecords';
import type { ProfileRecord } from '#store/profiles';
import type { RouteDef } from '#contract/routeDef';
import type { RequestLog } from './log';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2;

/** The signed-in caller, as the verified token names them. */
export interface CallerId {
  /** The Cognito sub, from the verified JWT claims. */
  id: string;
}

/**
 * The signed-in caller and their own records, read once per request by
 * middleware (requireAccess.ts loadCaller) in one Query: the profile
 * (undefined for a signed-in account that is not a member yet), the score and
 * the two counters. Operations take the caller from here and never read
 * these records again.
 */
export interface Caller extends CallerId, OwnRecords {}

/**
 * What the verified ID token says of the account, for the one operation that
 * needs more than its id (a federated account redeeming its invite): each
 * claim a string, or absent.
 */
export interface TokenIdentity {
  email?: string;
  email_verified?: string;
  name?: string;
  /** MEMBER_CLAIM (domain/membership.ts). */
  member?: string;
  /** When the sign-in that issued the token happened, in epoch seconds (kept across refreshes). */
  auth_time?: string;
}

/** An 'account' route's caller: the account's id, what its token says and, for a member, their records. */
export interface AccountCaller extends Caller {
  identity: TokenIdentity;
}

/** A caller whose profile middleware has found: admin routes and routes marked needsCompleteProfile. */
export interface MemberCaller extends Caller {
  profile: ProfileRecord;
}

export interface RequestState {
  route: RouteDef;
  /** The caller's Cognito sub; undefined for visitors. */
  userId: string | undefined;
  identity: TokenIdentity;
  /** Set by loadCaller on member and admin routes: with their records unless the route says callerRecords: false. */
  caller: CallerId | undefined;
  /** The path parameters the route's path template names. */
  params: Record<string, string>;
  /** Parsed and validated by the route's body schema (the schema's output). */
  body: unknown;
  /** Parsed and validated by the route's query schema (the schema's output). */
  query: unknown;
  sourceIp: string;
  /** CloudFront's country of the viewer (clientAddress.ts clientCountry); undefined off the edge or unplaced. */
  sourceCountry: string | undefined;
  now: Date;
  log: RequestLog;
}

/** The Lambda context plus what the middleware learns about the request before the operation runs. */
export interface ApiContext extends Context {
  api?: RequestState;
}
