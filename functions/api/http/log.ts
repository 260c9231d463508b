/**
 * Structured JSON logs of the API (Powertools Logger). Each request logs
 * through its own child logger, made once the route is known, so every line
 * carries the Lambda request id (function_request_id), the route id and the
 * caller's id; a child per request rather than keys appended to one shared
 * logger, because the local server runs many requests in one process at once.
 * The level comes from POWERTOOLS_LOG_LEVEL (default INFO).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

const apiLog = new Logger({ serviceName: 'vouched-api' });

/** What operations and middleware log through. */
export type RequestLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** The request's logger: the Lambda context's fields plus the route and the caller (null for visitors and unknown routes). */
export function requestLog(context: Partial<Context>, fields: { route: string | null; caller: string | null }): RequestLog {
  const log = apiLog.createChild({ persistentKeys: { route: fields.route, caller: fields.caller } });
  // Calls made in a test process pass no Lambda context; they log without its fields.
  if (context.awsRequestId) log.addContext(context as Context);
  return log;
}
