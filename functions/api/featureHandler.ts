/**
 * Builds one feature's Lambda handler: an API Gateway HTTP API (v2) handler
 * that dispatches on `event.routeKey` to the operation registered for that
 * route in routes.ts.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteId } from './routes';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

export type Operation = (event: ApiEvent) => Promise<ApiResult>;

export function makeFeatureHandler(_operations: Partial<Record<RouteId, Operation>>): ApiHandler {
  return async () => ({ statusCode: 501, body: JSON.stringify({ error: { code: 'internal', message: 'Not implemented yet' } }) });
}
