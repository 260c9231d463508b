/**
 * The one observability module of every function (issue 20 §3), all of it
 * Powertools for AWS Lambda: the Logger (JSON lines with the Lambda request
 * id once an invocation has begun), the Tracer (a handler subsegment per
 * invocation, annotated with the cold start and the function's name, and a
 * subsegment per AWS call of every client made through `traced`), and
 * Metrics (namespace `Vouched`, dimension `service` = the function's name,
 * published once per invocation). Non-API handlers are exported through
 * `observed`; the API's middy chain has the same as its first step
 * (api/http/middleware/observe.ts), both through `beginInvocation`.
 *
 * The Powertools packages are not in the Lambda bundles: every function gets
 * the official Powertools layer at the installed version (lib/bundling.ts,
 * lib/lambda.ts; docs/decisions.md, "One observability module"). The local
 * runtime and the tests import them from node_modules.
 *
 * The Tracer is loaded only inside Lambda (env.tracingEnabled): elsewhere
 * it could not trace anyway, and the X-Ray SDK would hook every async call
 * of the local runtime's process. There `tracer` is undefined and `traced`
 * hands a client back untouched.
 *
 * The local runtime runs every function in one process, concurrently: each
 * invocation logs through its own child logger, found through
 * AsyncLocalStorage, so one invocation's request id never lands on
 * another's lines, and each has its own Metrics. The level comes from
 * POWERTOOLS_LOG_LEVEL (default INFO; the local runtime sets WARN and
 * applies it with setLogLevel, since this module's logger is built when the
 * runtime first imports it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';
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

// ---------------------------------------------------------------- tracing

/**
 * The process's Tracer, where it can trace (inside Lambda, X-Ray active on
 * every function: lib/lambda.ts); undefined elsewhere. Loaded with import()
 * so that the X-Ray SDK is never loaded outside Lambda.
 */
export const tracer: Tracer | undefined = env.tracingEnabled
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: 'vouched' })
  : undefined;

/**
 * An AWS SDK v3 client whose every call becomes a subsegment of the
 * invocation's trace (service, operation, status, retries). Every client of
 * functions/services is made through this. Where nothing traces, the client
 * itself.
 */
export function traced<C extends { middlewareStack: object }>(client: C): C {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/** The invocation's own subsegment of the function's trace, named `## <service>`, current until it closes. */
function openHandlerSegment(service: string, coldStart: boolean): ((error?: unknown) => void) | undefined {
  const active = tracer;
  if (!active?.isTracingEnabled()) return undefined;
  const parent = active.getSegment();
  if (!parent) return undefined;
  const segment = parent.addNewSubsegment(`## ${service}`);
  active.setSegment(segment);
  // Annotations are indexed: filter traces with `annotation.Service = "ApiMe" AND annotation.ColdStart = true`.
  active.putAnnotation('ColdStart', coldStart);
  active.putAnnotation('Service', service);
  return (error) => {
    if (error !== undefined) active.addErrorAsMetadata(error instanceof Error ? error : new Error(String(error)));
    try {
      segment.close();
    } catch (failure) {
      // A trace that cannot be sent must not fail the invocation (Powertools' own handler middleware does the same).
      logger.warn('trace subsegment not closed', { service, failure });
    }
    active.setSegment(parent);
  };
}

// ---------------------------------------------------------------- metrics

/** CloudWatch namespace of every metric of ours (the EMF lines' `Namespace`). */
export const METRICS_NAMESPACE = 'Vouched';

/** The metric counting a function's cold starts (Lambda's own metrics have no such count). */
export const COLD_START_METRIC = 'ColdStart';

// ---------------------------------------------------------------- invocations

/** One invocation as this module sees it. */
export interface Invocation {
  /**
   * The invocation's metrics: namespace `Vouched`, dimension `service` (the
   * function's name), published when the invocation ends. Add a metric with
   * `metrics.addMetric(name, MetricUnit.Count, 1)`.
   */
  readonly metrics: Metrics;
  /**
   * Ends the invocation, once (later calls do nothing): closes its
   * subsegment, marked as a fault with `error` when given, and publishes its
   * metrics, unless metrics are disabled (POWERTOOLS_METRICS_DISABLED=true,
   * as the local runtime sets: nothing reads the lines there).
   */
  end(error?: unknown): void;
}

const startedServices = new Set<string>();

/**
 * Begins one invocation of the function `service` (its name in
 * lib/functions.ts): its trace subsegment opens and its metrics start, with
 * one ColdStart on the first invocation of the service in this process (a
 * container's first). `log` receives Metrics' own warnings.
 */
export function beginInvocation(service: string, log: Log = logger): Invocation {
  const coldStart = !startedServices.has(service);
  startedServices.add(service);
  // Made when first needed (a cold start, or a handler adding a metric): building a Metrics reads its
  // environment and configuration each time, a third of a millisecond on every warm request that adds none.
  let stored: Metrics | undefined;
  const metrics = () => (stored ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service, logger: log }));
  if (coldStart) metrics().addMetric(COLD_START_METRIC, MetricUnit.Count, 1);
  const closeSegment = openHandlerSegment(service, coldStart);
  let ended = false;
  return {
    get metrics() {
      return metrics();
    },
    end(error) {
      if (ended) return;
      ended = true;
      closeSegment?.(error);
      // Only with something to say: Metrics warns about publishing nothing.
      if (!env.metricsDisabled && stored?.hasStoredMetrics()) stored.publishStoredMetrics();
    },
  };
}

/**
 * A handler as every non-API function exports it: its invocation logs with
 * the request id (log()), is traced as its own subsegment, and publishes its
 * metrics (the container's cold start) when it ends. A failure is rethrown
 * unchanged (Lambda records it, and the function's Errors alarm fires).
 */
export function observed<H extends (event: never) => Promise<unknown>>(
  service: string,
  handler: H,
): (...args: [...Parameters<H>, context?: Context]) => ReturnType<H> {
  const wrapped = async (event: never, context?: Context) => {
    const invocationLogger = loggerFor(context);
    const invocation = beginInvocation(service, invocationLogger);
    let result: unknown;
    try {
      result = await invocationLog.run(invocationLogger, () => handler(event));
    } catch (error) {
      invocation.end(error);
      throw error;
    }
    invocation.end();
    return result;
  };
  // The handler's own event (an optional one stays optional), then the context Lambda passes second.
  return wrapped as unknown as (...args: [...Parameters<H>, context?: Context]) => ReturnType<H>;
}
