/**
 * Requests built to break backtracking, generated from the route table
 * (functions/api/routes.ts): every body field and path parameter of every
 * route gets the shapes that made regular expressions take seconds (runs of
 * `<`, `\n`, `.`, `@`, `&`, quotes, nested lists, long unicode, zero-width
 * characters), wrong types and huge arrays, up to the route's body limit.
 * A new route is covered without touching this file.
 *
 * Used by the fuzz gate (tests/integration/fuzz) and `npm run bench`
 * (bench/hostileInput.ts), which call the feature handlers in process with
 * API Gateway v2 events, as API Gateway would.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import fc from 'fast-check';
import { fillPath, maxBodyBytesOf, routeKey, type RouteDef } from '#contract/routeDef';
import { routes } from '#contract/routes';
import { apiGatewayEvent } from '#local/apiEvent';

/** Units whose long runs broke a pattern once, or could: markup, line breaks, dots and at-signs, entities, quotes, lists, wide and invisible characters. */
const UNITS = [
  '<',
  '\n',
  '.',
  '@',
  '&',
  '"',
  "'",
  '<ul><li>',
  '<p>',
  '&amp;',
  'a.',
  'a@',
  '<a href="',
  '\r\n',
  ' ',
  '\t',
  '\u200b',
  '\u200d',
  '\ufeff',
  'é',
  '😀',
  '\u0301',
  '-',
  '_',
  '%',
  '\\',
  '/',
  '\u0000',
];
const PREFIXES = ['', 'a@', 'x', '<p>', 'https://', 'a@b.'];
const SUFFIXES = ['', '@', 'x', '</p>', '.com', '>'];

/** A run of one hostile unit, between a prefix and suffix, of at most about `maxChars` characters. */
function hostileRun(maxChars: number): fc.Arbitrary<string> {
  return fc
    .record({
      unit: fc.constantFrom(...UNITS),
      // Mostly short (many requests), sometimes as long as the body allows.
      chars: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 300 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: maxChars }) }),
      prefix: fc.constantFrom(...PREFIXES),
      suffix: fc.constantFrom(...SUFFIXES),
    })
    .map(({ unit, chars, prefix, suffix }) => prefix + unit.repeat(Math.ceil(chars / unit.length)) + suffix);
}

/** Any string: hostile runs, arbitrary unicode (lone surrogates included), or values close to valid ones. */
export function hostileString(maxChars: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileRun(maxChars) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', 'a@b.co', 'ABCD2345', 'https://www.linkedin.com/in/x', '2000-01-01', '+15555550100', 'work', 'Weekly'),
    },
  );
}

/** Any JSON value a field might receive instead of what it expects. */
function hostileValue(maxChars: number): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    { weight: 8, arbitrary: hostileString(maxChars) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(1e308), fc.constant(-0)) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: scalar },
    // Huge arrays of one short value (repeated entries, about the body limit in all), or a few hostile values.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(hostileString(6), fc.integer(), fc.constant(null)), fc.integer({ min: 0, max: Math.floor(maxChars / 10) }))
        .map(([v, n]) => Array.from({ length: n }, () => v)),
    },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 20 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.constant(nestedArrays(2000)) },
  );
}

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** The top-level fields of a route's body schema (through refinements and pipes). */
export function bodyFieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown>; in?: unknown } } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return bodyFieldsOf(def.in);
  return [];
}

export function pathParamsOf(route: RouteDef): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

export interface HostileRequest {
  body: unknown;
  params: Record<string, string>;
  contentType: string;
  base64: boolean;
}

/** Bodies and path parameters for one route: each field present or not, each a hostile value; sometimes the whole body is the wrong type. */
export function hostileRequest(route: RouteDef): fc.Arbitrary<HostileRequest> {
  // One long field fills about the route's limit; several long ones go past it (413).
  const maxChars = maxBodyBytesOf(route);
  const fields = bodyFieldsOf(route.body);
  const objectBody = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue(maxChars)])), { requiredKeys: [] });
  const body = fields.length
    ? fc.oneof({ weight: 9, arbitrary: objectBody }, { weight: 1, arbitrary: hostileValue(maxChars) })
    : fc.option(hostileValue(maxChars));
  const params = fc.record(Object.fromEntries(pathParamsOf(route).map((p) => [p, hostileString(2048)])));
  return fc.record({
    body,
    params: params as fc.Arbitrary<Record<string, string>>,
    // Mostly JSON, as the web sends; sometimes what a form or a careless client sends.
    contentType: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '') },
    ),
    base64: fc.boolean(),
  });
}

/** Who sends the request: a new source address each time, and on member routes a new member id (no profile), so no rate limit answers before validation. */
export function hostileCaller(): () => { sourceIp: string; userId: string } {
  let n = 0;
  return () => {
    n++;
    return { sourceIp: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, userId: `fuzz-${randomUUID()}` };
  };
}

/** The API Gateway (payload 2.0) event of a hostile request, as API Gateway builds it. */
export function hostileEvent(
  route: RouteDef,
  request: HostileRequest,
  caller: { sourceIp: string; userId: string },
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const json = request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
  return apiGatewayEvent({
    routeKey: routeKey(route),
    method: route.method,
    rawPath: fillPath(route.path, request.params),
    headers: request.contentType ? { 'content-type': request.contentType } : {},
    pathParameters: request.params,
    claims: route.access === 'public' ? undefined : { sub: caller.userId },
    body: json === undefined ? undefined : request.base64 ? Buffer.from(json, 'utf8').toString('base64') : json,
    isBase64Encoded: json !== undefined && request.base64,
    sourceIp: caller.sourceIp,
    userAgent: 'fuzz',
    apiId: 'fuzz',
  });
}

export const ALL_ROUTES = routes as readonly RouteDef[];

/** A plain request for warming a route up (untimed): no body, each path parameter "x". */
export function warmUpRequest(route: RouteDef): HostileRequest {
  return { body: undefined, params: Object.fromEntries(pathParamsOf(route).map((p) => [p, 'x'])), contentType: 'application/json', base64: false };
}
