/**
 * An operation's type, derived from its route in routes.ts: it receives the
 * body and query as the route's schemas output them, the path parameters its
 * path template names and the caller its access level guarantees, and it
 * answers what the route's response schema describes. The status is the
 * route's (`status`, else 200); failures are thrown (http/failures.ts).
 */
import type * as z from 'zod/mini';
import type { AccountCaller, CallerId, MemberCaller } from './http/request';
import type { RequestLog } from './http/log';
import type { PathParams } from './routePaths';
import type { Route, RouteId } from '#contract/routes';

export type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;

type OutputOf<R, Key extends 'body' | 'query'> = R extends { [K in Key]: infer S extends z.core.$ZodType } ? z.output<S> : undefined;

/** The validated request body; undefined for a route without a body schema. */
export type BodyOf<Id extends RouteId> = OutputOf<RouteOf<Id>, 'body'>;
/** The validated query; undefined for a route without a query schema. */
export type QueryOf<Id extends RouteId> = OutputOf<RouteOf<Id>, 'query'>;
export type ParamsOf<Id extends RouteId> = PathParams<RouteOf<Id>['path']>;
/** What a successful call answers. */
export type ResponseOf<Id extends RouteId> = z.output<RouteOf<Id>['response']>;

/**
 * Visitors: none; account routes: the account, its token's identity and, if
 * it is a member, its records; routes with callerRecords: false: the
 * caller's id alone; other member and admin routes: a member with their
 * records (middleware refuses an account without a profile).
 */
export type CallerOf<Id extends RouteId> =
  RouteOf<Id> extends { access: 'public' }
    ? undefined
    : RouteOf<Id> extends { access: 'account' }
      ? AccountCaller
      : RouteOf<Id> extends { callerRecords: false }
        ? CallerId
        : MemberCaller;

export interface OperationInput<Id extends RouteId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  params: ParamsOf<Id>;
  caller: CallerOf<Id>;
  /** The request's clock: one instant for everything the request decides. */
  now: Date;
  log: RequestLog;
  /** Who is calling from where: the client's address and country (CloudFront's) and, signed in, when their sign-in happened (the token's auth_time). */
  client: ClientInfo;
  /**
   * The request as sent, for the rare operation that authenticates it itself
   * (the Google Form webhook checks a signature of the raw body).
   */
  request: RawRequest;
}

export interface ClientInfo {
  address: string;
  country: string | undefined;
  authTime: Date | undefined;
}

/** The body as the client sent it (base64 decoded) and its headers, by case-insensitive name. */
export interface RawRequest {
  rawBody: string;
  header(name: string): string | undefined;
}

export type Operation<Id extends RouteId> = (input: OperationInput<Id>) => Promise<ResponseOf<Id>>;
