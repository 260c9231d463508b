/**
 * Every HTTP route of the product, declared once. The CDK stack builds its
 * API Gateway routes and Lambda functions from this table, the local server
 * serves the same table, and the web client takes its paths and input types
 * from it. A route exists in all three or in none.
 *
 * This module is imported by the browser bundle: it must not import handler
 * code, only the pure schemas in functions/domain.
 */
import * as z from 'zod';
import {
  birthDateSchema,
  createInviteSchema,
  locationSchema,
  phoneSchema,
  profileEditSchema,
  purposeSchema,
  termsSchema,
  vouchSchema,
  waitingListSchema,
} from '../domain/validation';
import { myInvitesQuerySchema, waitingListQuerySchema } from '../domain/paging';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; member: a signed-in member (JWT); admin: a member whose profile says is_super_admin. */
export type Access = 'public' | 'member' | 'admin';

/**
 * One Lambda function per feature: functions/api/<feature>/handler.ts exports
 * `handler`, which dispatches on the route id.
 */
export type Feature = 'invites' | 'waitingList' | 'me' | 'members' | 'vouches' | 'admin';

export interface RouteDef {
  /** Unique operation name; the web hook is named after it (use<Id>). */
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax: /api/invites/{code} */
  path: string;
  access: Access;
  feature: Feature;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Requests allowed per client IP (public) or member (member) per minute; omitted: no limit of ours. */
  ratePerMinute?: number;
  /**
   * Member routes only: the caller's profile must be complete (domain/profile.ts
   * isProfileCompleteForVouching: chosen username, name, terms, valid birth date,
   * phone, join intent), else 403. Enforced by middleware (requireCompleteProfile).
   */
  needsCompleteProfile?: true;
  /**
   * The largest request body in bytes (as sent, before base64); larger ones
   * get 413 before anything parses them. Omitted: DEFAULT_MAX_BODY_BYTES.
   */
  maxBodyBytes?: number;
}

/** Every form of the product fits in far less; files never travel through the API (S3 presigned uploads). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/**
 * The vouch: its message may carry markup up to MESSAGE_HTML_MAX (30,000
 * characters, 10 × the 3000 visible ones, docs/decisions.md), up to twice
 * that once JSON escapes its quotes, plus 4 KiB for the other fields. 3000 visible characters from the editor
 * need at most about 18 KB (each escaped as &quot;), so a real vouch never
 * comes near it.
 */
export const VOUCH_MAX_BODY_BYTES = 64 * 1024;

/** The route's body limit in bytes. */
export function maxBodyBytesOf(route: Pick<RouteDef, 'maxBodyBytes'>): number {
  return route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
}

export const routes = [
  // Visitors
  { id: 'checkInviteCode', method: 'GET', path: '/api/invites/{code}', access: 'public', feature: 'invites', ratePerMinute: 20 },
  { id: 'joinWaitingList', method: 'POST', path: '/api/waiting-list', access: 'public', feature: 'waitingList', body: waitingListSchema, ratePerMinute: 10 },

  // The signed-in member's own profile
  { id: 'getMe', method: 'GET', path: '/api/me', access: 'member', feature: 'me' },
  { id: 'updateMe', method: 'PATCH', path: '/api/me', access: 'member', feature: 'me', body: profileEditSchema },
  { id: 'acceptTerms', method: 'PUT', path: '/api/me/terms', access: 'member', feature: 'me', body: termsSchema },
  { id: 'saveBirthDate', method: 'PUT', path: '/api/me/birth-date', access: 'member', feature: 'me', body: birthDateSchema },
  { id: 'saveLocation', method: 'PUT', path: '/api/me/location', access: 'member', feature: 'me', body: locationSchema },
  { id: 'savePhone', method: 'PUT', path: '/api/me/phone', access: 'member', feature: 'me', body: phoneSchema },
  { id: 'savePurpose', method: 'PUT', path: '/api/me/purpose', access: 'member', feature: 'me', body: purposeSchema },

  // Invites the member owns
  { id: 'listMyInvites', method: 'GET', path: '/api/me/invites', access: 'member', feature: 'invites', query: myInvitesQuerySchema },
  { id: 'createInvite', method: 'POST', path: '/api/me/invites', access: 'member', feature: 'invites', body: createInviteSchema, ratePerMinute: 30 },
  { id: 'deleteInvite', method: 'DELETE', path: '/api/me/invites/{id}', access: 'member', feature: 'invites' },

  // Other members and vouching
  { id: 'getMember', method: 'GET', path: '/api/members/{username}', access: 'member', feature: 'members' },
  { id: 'createVouch', method: 'POST', path: '/api/vouches', access: 'member', feature: 'vouches', body: vouchSchema, ratePerMinute: 30, needsCompleteProfile: true, maxBodyBytes: VOUCH_MAX_BODY_BYTES },

  // Super admin
  { id: 'listWaitingList', method: 'GET', path: '/api/admin/waiting-list', access: 'admin', feature: 'admin', query: waitingListQuerySchema },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];

export function routeById(id: RouteId): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

export const FEATURES = [...new Set(routes.map((r) => r.feature))] as Feature[];

/** The API Gateway route key of a route: "GET /api/me". */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
