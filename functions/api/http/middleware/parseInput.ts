/** Parses the JSON body and the query string with the route's zod schemas; bad input is a 400 with the field list. */
import type { MiddlewareObj } from '@middy/core';
import { fieldErrors } from '#domain/validation';
import * as z from 'zod/mini';
import { badRequest } from '../failures';
import { JSON_DEPTH_MAX, jsonNestsDeeperThan } from '../jsonDepth';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

/**
 * Keys that name an object's prototype machinery. No form of the product has
 * one, and a free-form map (a form delivery's custom_fields) carrying one
 * reaches code that reads `.constructor` of a plain object (the DynamoDB
 * marshaller did: a 500), so any of them anywhere in a body is a 400.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

class PrototypeKeyFound extends Error {}

function readJson(event: ApiEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (jsonNestsDeeperThan(text, JSON_DEPTH_MAX)) throw badRequest('The request body is nested too deeply.');
  try {
    // The reviver sees every key once (array indices too), so the check stays linear in the body.
    return JSON.parse(text, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) throw new PrototypeKeyFound();
      return value;
    });
  } catch (error) {
    if (error instanceof PrototypeKeyFound) throw badRequest('The request body may not use the keys __proto__, constructor or prototype.');
    throw badRequest('The request body must be JSON.');
  }
}

function validate(schema: z.core.$ZodType, input: unknown): unknown {
  // The function form parses zod and zod/mini schemas alike.
  const parsed = z.safeParse(schema, input);
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
