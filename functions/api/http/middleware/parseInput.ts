/** Parses the JSON body and the query string with the route's zod schemas; bad input is a 400 with the field list. */
import type { MiddlewareObj } from '@middy/core';
import { fieldErrors } from '#domain/validation';
import type { z } from 'zod';
import { badRequest } from '../failures';
import { JSON_DEPTH_MAX, jsonNestsDeeperThan } from '../jsonDepth';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

function readJson(event: ApiEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (jsonNestsDeeperThan(text, JSON_DEPTH_MAX)) throw badRequest('The request body is nested too deeply.');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}

function validate(schema: z.ZodType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
}

export function parseInput(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: (request) => {
      const api = request.context.api!;
      if (api.route.body) api.body = validate(api.route.body, readJson(request.event));
      if (api.route.query) api.query = validate(api.route.query, request.event.queryStringParameters ?? {});
    },
  };
}
