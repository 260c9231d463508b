/**
 * The one observability module of every function (issue 20 §3): the
 * Powertools Logger (JSON lines with the Lambda request id once an
 * invocation has begun), the invocation wrapper every non-API handler is
 * exported through (`observed`; the API's middy chain has its own step,
 * api/http/middleware/observe.ts), and metrics.
 *
 * Tracing is X-Ray's active tracing on every function (lib/lambda.ts): it
 * records each invocation. Subsegments per AWS call would need the
 * Powertools Tracer, left out for the X-Ray SDK's weight in every bundle
 * (docs/decisions.md, "One observability module"); this module is where it
 * would go.
 *
 * The local runtime runs every function in one process, concurrently: each
 * invocation logs through its own child logger, found through
 * AsyncLocalStorage, so one invocation's request id never lands on
 * another's lines. The level comes from POWERTOOLS_LOG_LEVEL (default INFO;
 * the local runtime sets WARN and applies it with setLogLevel, since this
 * module's logger is built when the runtime first imports it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { env } from './env';

/** The logger outside any invocation (module scope, the local seed, tests). */
export const logger = new Logger({ serviceName: 'vouched' });

/** What handlers and services log through. */
export type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

const invocationLog = new AsyncLocalStorage<Logger>();

/** The current invocation's logger (with its request id and function name), else the module's. */
export function log(): Log {
  return invocationLog.getStore() ?? logger;
}

/** A logger for one invocation: the Lambda context's fields plus `keys`. Calls made without a context (tests) log without its fields. */
export function loggerFor(context: Partial<Context> | undefined, options: { serviceName?: string; keys?: Record<string, unknown> } = {}): Logger {
  const child = logger.createChild({ ...(options.serviceName ? { serviceName: options.serviceName } : {}), persistentKeys: options.keys ?? {} });
  if (context?.awsRequestId) child.addContext(context as Context);
  return child;
}

// ---------------------------------------------------------------- metrics

/**
 * CloudWatch's embedded metric format written by hand, one JSON line per
 * metric on stdout, which Lambda's log pipeline turns into a metric in the
 * namespace `Vouched`: a few lines for the one metric we emit, where
 * @aws-lambda-powertools/metrics would add its weight to every bundle (the
 * largest API bundle is within 4 KiB of its limit). Use the package's
 * Metrics (same namespace and dimension) when metrics grow beyond this.
 */
export const METRICS_NAMESPACE = 'Vouched';

export type MetricUnit = 'Count' | 'Milliseconds';

/** The EMF line of one metric value, dimensioned by service (the function's name). */
export function metricLine(name: string, value: number, unit: MetricUnit, service: string, at: Date = new Date()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: name, Unit: unit }] }],
    },
    service,
    [name]: value,
  });
}

/**
 * Writes one metric value (straight to stdout: a console line would get the
 * runtime's text prefix, which EMF cannot parse), unless metrics are
 * disabled (POWERTOOLS_METRICS_DISABLED=true, as the local runtime sets:
 * nothing reads the lines there).
 */
export function putMetric(name: string, value: number, unit: MetricUnit, service: string): void {
  if (env.metricsDisabled) return;
  process.stdout.write(`${metricLine(name, value, unit, service)}\n`);
}

// ---------------------------------------------------------------- invocations

const coldServices = new Set<string>();

/**
 * Counts a cold start once per service and process: the first invocation of
 * a container. Lambda's own metrics have no cold-start count.
 */
export function noteInvocation(service: string): void {
  if (coldServices.has(service)) return;
  coldServices.add(service);
  putMetric('ColdStart', 1, 'Count', service);
}

/**
 * A handler as every non-API function exports it: its invocation logs with
 * the request id (log()), and its container's cold start is counted. A
 * failure is rethrown unchanged (Lambda records it, and the function's
 * Errors alarm fires).
 */
export function observed<H extends (event: never) => Promise<unknown>>(
  service: string,
  handler: H,
): (...args: [...Parameters<H>, context?: Context]) => ReturnType<H> {
  const wrapped = (event: never, context?: Context) => {
    noteInvocation(service);
    return invocationLog.run(loggerFor(context), () => handler(event));
  };
  // The handler's own event (an optional one stays optional), then the context Lambda passes second.
  return wrapped as unknown as (...args: [...Parameters<H>, context?: Context]) => ReturnType<H>;
}
