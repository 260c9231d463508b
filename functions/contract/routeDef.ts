/**
 * The shape of one HTTP route of the product, and the helpers every layer
 * shares. The routes themselves are in features/<feature>.ts, one list per
 * Lambda function, gathered in routes.ts.
 *
 * Imported by the browser bundle and by every handler: types and small
 * helpers only, no schema (a handler bundles only its own feature's schemas).
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * public: anyone; account: any signed-in account, member or not (a Google or
 * LinkedIn sign-up that has not redeemed its invite yet); member: a
 * signed-in member (JWT and a profile); admin: a member whose profile says
 * is_super_admin.
 */
export type Access = 'public' | 'account' | 'member' | 'admin';

/**
 * One Lambda function per feature: functions/api/<feature>/handler.ts exports
 * `handler`, which dispatches on the route id.
 */
export type Feature =
  | 'invites'
  | 'waitingList'
  | 'me'
  | 'members'
  | 'vouches'
  | 'admin'
  | 'viewPermissions'
  | 'blog'
  | 'testimonials'
  | 'accountDeletion'
  | 'notifications'
  | 'dataRequests'
  | 'feedback'
  | 'account'
  | 'formResponses'
  | 'avatar'
  | 'clientErrors';

export interface RouteDef {
  /** Unique operation name; the web hook is named after it (use<Id>). */
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax: /api/invites/{code} */
  path: string;
  access: Access;
  feature: Feature;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** What a successful call answers (declared in the feature's contract, or responses.ts when shared); every answer is checked against it in the integration tests. */
  response: z.core.$ZodType;
  /** The status of a successful call; omitted: 200. */
  status?: 201;
  /** Requests allowed per client IP (public) or member (member) per minute; omitted: no limit of ours. */
  ratePerMinute?: number;
  /**
   * Member routes only: the caller's profile must be complete (domain/profile.ts
   * isProfileCompleteForVouching: chosen username, name, terms, valid birth date,
   * phone, join intent), else 403. Enforced by middleware (requireCompleteProfile).
   */
  needsCompleteProfile?: true;
  /**
   * Member routes only: false when the operation needs nothing of the caller
   * but their id (from the token), so middleware does not read their records.
   * Omitted: it reads them once (profile, score, counters) and hands them over.
   * Admin routes and needsCompleteProfile routes always read them.
   */
  callerRecords?: false;
  /**
   * The largest request body in bytes (as sent, before base64); larger ones
   * get 413 before anything parses them. Omitted: DEFAULT_MAX_BODY_BYTES.
   */
  maxBodyBytes?: number;
  /**
   * The reads whose answers a successful call changes, by route id: every
   * cached answer of the read, or ({ read, memberFrom }) only the cached
   * answers about the member whose id is the call's input field `memberFrom`.
   * The web refetches them (web/src/lib/query/operations.ts, which also
   * checks that each names a cached read). Omitted: it changes no read.
   */
  changes?: readonly (string | { read: string; memberFrom: string })[];
  /** The answer is the new state of the caller's own profile: the web puts it in place of the cached getMe. */
  answers?: 'getMe';
  /**
   * Public routes that authenticate themselves: the raw body carries a
   * signature, which the feature's authenticator (makeFeatureHandler's third
   * argument) checks before the body is parsed or validated.
   */
  signedBody?: true;
}

/** Every form of the product fits in far less; files never travel through the API (S3 presigned uploads). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** The route's body limit in bytes. */
export function maxBodyBytesOf(route: Pick<RouteDef, 'maxBodyBytes'>): number {
  return route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
}

/** `{code}` segments of a path template. */
export const PATH_PARAM = /\{(\w+)\}/g;

/** Fills `/api/invites/{code}` from `{ code }`, encoding each value as a browser sends it. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The API Gateway route key of a route: "GET /api/me". */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
