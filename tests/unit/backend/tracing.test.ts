/**
 * The observability module as it traces inside Lambda (issue 20 §3): with
 * AWS_EXECUTION_ENV as the Lambda runtime sets it, the module loads the
 * Powertools Tracer; each invocation, of a non-API handler or through the
 * API's middy step, becomes a `## <function>` subsegment of the function's
 * segment, annotated with its cold start and the function's name, closed when
 * it ends and marked as a fault when it failed; every client made through
 * `traced` records its AWS calls. POWERTOOLS_TRACE_ENABLED=false keeps the
 * Tracer out even there.
 *
 * The Lambda runtime's facade segment is stood in for by a segment of our own,
 * current in the X-Ray SDK's context (which Lambda sets up itself). A file of
 * its own: the X-Ray SDK, once loaded, stays for the worker.
 */
import { createRequire } from 'node:module';
import { SQSClient } from '@aws-sdk/client-sqs';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import xray from 'aws-xray-sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiContext, ApiEvent, ApiResult } from '#api/http/request';

type Observability = typeof import('#services/observability');
type Observe = typeof import('#api/http/middleware/observe');
type MapErrors = typeof import('#api/http/middleware/mapErrors');

let observability: Observability;
let observe: Observe['observe'];
let mapErrors: MapErrors['mapErrors'];

/**
 * The modules as a fresh process with `variables` set loads them. Tracing is on unless `variables` turn it off:
 * the worker may have inherited the local stack's POWERTOOLS_TRACE_ENABLED=false (bin/local/handlerEnv.ts).
 */
async function loadWith(variables: Record<string, string>): Promise<Observability> {
  vi.resetModules();
  for (const [name, value] of Object.entries({ POWERTOOLS_TRACE_ENABLED: 'true', ...variables })) vi.stubEnv(name, value);
  try {
    return await import('#services/observability');
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  observability = await loadWith({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' });
  // The metric lines are observability.test.ts's: none here.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  // Loaded after the fresh observability module, so the API's step uses it (and its Tracer).
  observe = (await import('#api/http/middleware/observe')).observe;
  mapErrors = (await import('#api/http/middleware/mapErrors')).mapErrors;
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const contextOf = (requestId: string): Context => ({ awsRequestId: requestId, functionName: 'Probe' }) as Context;

/** Runs `run` with `root` as the current segment, as the Lambda runtime's facade segment is during an invocation. */
function insideSegment<T>(root: xray.Segment, run: () => Promise<T>): Promise<T> {
  const namespace = xray.getNamespace();
  return namespace.runPromise(() => {
    xray.setSegment(root);
    return run();
  });
}

/** The fields of a subsegment as X-Ray receives them (the SDK's types leave some out). */
interface SentSubsegment {
  name: string;
  annotations?: Record<string, unknown>;
  end_time?: number;
  in_progress?: boolean;
  fault?: boolean;
}

/** What an invocation's subsegment records. */
function recorded(segment: xray.Subsegment) {
  const sent = segment as unknown as SentSubsegment;
  return {
    name: sent.name,
    annotations: sent.annotations,
    closed: sent.end_time !== undefined && !sent.in_progress,
    fault: sent.fault === true,
  };
}

describe('inside Lambda', () => {
  it('loads the Tracer, which traces', () => {
    expect(observability.tracer?.isTracingEnabled()).toBe(true);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((file) => file.includes('aws-xray-sdk-core'))).toBe(true);
  });

  it('traces each invocation of an observed handler as its own annotated subsegment, closed when it ends', async () => {
    const root = new xray.Segment('ObservedFunction');
    let currentInside: unknown;
    const handler = observability.observed('TracingProbeA', (_event: unknown) => {
      currentInside = observability.tracer?.getSegment();
      return Promise.resolve('done');
    });
    await insideSegment(root, async () => {
      await handler({}, contextOf('r1'));
      await handler({}, contextOf('r2'));
      // The function's segment is current again once an invocation ended.
      expect(observability.tracer?.getSegment()).toBe(root);
    });
    const subsegments = root.subsegments ?? [];
    expect(subsegments.map(recorded)).toEqual([
      { name: '## TracingProbeA', annotations: { ColdStart: true, Service: 'TracingProbeA' }, closed: true, fault: false },
      { name: '## TracingProbeA', annotations: { ColdStart: false, Service: 'TracingProbeA' }, closed: true, fault: false },
    ]);
    // While the handler ran, its own subsegment was current: the AWS calls it makes nest under it.
    expect(currentInside).toBe(subsegments[1]);
  });

  it('marks the subsegment of a failed invocation as a fault, with the error', async () => {
    const root = new xray.Segment('ObservedFunction');
    const handler = observability.observed('TracingProbeF', () => Promise.reject(new Error('boom')));
    await insideSegment(root, () => handler().catch(() => undefined));
    const [segment] = root.subsegments ?? [];
    expect(recorded(segment!)).toMatchObject({ name: '## TracingProbeF', closed: true, fault: true });
    expect(JSON.stringify(segment)).toContain('boom');
  });

  it('traces an API request through the middy step: a 500 is a fault, a 4xx is not', async () => {
    const root = new xray.Segment('ApiFunction');
    const { ApiFailure } = await import('#api/http/failures');
    let failure: Error = new Error('boom');
    const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
      .use(observe('TracingProbeApi'))
      .use(mapErrors())
      .handler(() => Promise.reject(failure));
    const event = { routeKey: 'GET /probe', headers: {} } as unknown as ApiEvent;
    // mapErrors logs the 500's error line (to stderr): not this test's output.
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    await insideSegment(root, async () => {
      await handler(event, contextOf('api-1') as ApiContext);
      failure = new ApiFailure(404, 'not_found', 'No such thing.');
      await handler(event, contextOf('api-2') as ApiContext);
    });
    expect((root.subsegments ?? []).map(recorded)).toEqual([
      { name: '## TracingProbeApi', annotations: { ColdStart: true, Service: 'TracingProbeApi' }, closed: true, fault: true },
      { name: '## TracingProbeApi', annotations: { ColdStart: false, Service: 'TracingProbeApi' }, closed: true, fault: false },
    ]);
    vi.mocked(process.stderr.write).mockRestore();
  });

  it('instruments a client made through traced, once', () => {
    const client = new SQSClient({ region: 'us-east-1' });
    expect(observability.traced(client)).toBe(client);
    observability.traced(client);
    expect(client.middlewareStack.identify().filter((m) => m.startsWith('XRaySDKInstrumentation'))).toHaveLength(1);
  });
});

describe('POWERTOOLS_TRACE_ENABLED=false', () => {
  it('keeps the Tracer out inside Lambda too', async () => {
    const off = await loadWith({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'false' });
    expect(off.tracer).toBeUndefined();
  });

  it('is not needed elsewhere: an execution environment that is not Lambda loads no Tracer', async () => {
    const ecs = await loadWith({ AWS_EXECUTION_ENV: 'AWS_ECS_FARGATE' });
    expect(ecs.tracer).toBeUndefined();
  });
});
