/** What an operation receives: the route, the caller, and input already validated against the route's schemas. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDef } from '../routes';
import { unauthorized } from './failures';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2;

export interface ApiRequest {
  event: ApiEvent;
  route: RouteDef;
  /** The caller's Cognito sub, from the verified JWT claims; undefined for visitors. */
  userId: string | undefined;
  claims: Record<string, unknown>;
  params: Record<string, string>;
  /** Parsed and validated by the route's body schema (the schema's output type). */
  body: unknown;
  query: unknown;
  sourceIp: string;
  now: Date;
}

export interface ApiResponse {
  status: number;
  body?: unknown;
}

export type Operation = (request: ApiRequest) => Promise<ApiResponse>;

/** The Lambda context plus what the middleware learns about the request before the operation runs. */
export interface ApiContext extends Context {
  api?: ApiRequest;
}

/** The validated body as the route's schema typed it. Only call with the schema the route declares. */
export function bodyOf<S extends z.ZodType>(request: ApiRequest, _schema: S): z.output<S> {
  return request.body as z.output<S>;
}

/** The signed-in member's id; member and admin routes only reach operations with one. */
export function memberId(request: ApiRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

export function pathParam(request: ApiRequest, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw new Error(`route ${request.route.id} has no path parameter ${name}`);
  return value;
}
