/**
 * The shared observability module (issue 20 §3): metrics are Powertools'
 * embedded metric format in the namespace `Vouched` with the dimension
 * `service`, a container's cold start is counted once per function and
 * published when its invocation ends (also when it fails, also through the
 * API's middy step), an invocation logs with its own request id, and a
 * failure passes through unchanged. Metrics can be switched off
 * (POWERTOOLS_METRICS_DISABLED, as the local stack does). Outside Lambda
 * nothing is traced and the X-Ray SDK is not loaded (tracing.test.ts covers
 * the traced side).
 *
 * The level and the metrics switch are set here explicitly: with the test
 * stack running, this process inherits the local stack's WARN and disabled
 * metrics (bin/local/handlerEnv.ts). Each test names its own service: the
 * cold start is counted per service and process.
 */
import { createRequire } from 'node:module';
import { SQSClient } from '@aws-sdk/client-sqs';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#api/http/failures';
import { mapErrors } from '#api/http/middleware/mapErrors';
import { observe } from '#api/http/middleware/observe';
import type { ApiContext, ApiEvent, ApiResult } from '#api/http/request';
import { beginInvocation, log, logger, METRICS_NAMESPACE, observed, traced, tracer } from '#services/observability';

const levelBefore = logger.getLevelName();
beforeAll(() => logger.setLogLevel('INFO'));
afterAll(() => logger.setLogLevel(levelBefore));
beforeEach(() => vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const contextOf = (requestId: string, functionName: string): Context =>
  ({
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:1:function:${functionName}`,
    memoryLimitInMB: '512',
  }) as Context;

/** What the module writes to stdout and stderr (Powertools' Logger writes errors there) during `run`, line by line, in order. */
async function outputOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

/** The EMF lines among `lines` (a log line has no `_aws`). */
function metricLines(lines: string[]): Record<string, unknown>[] {
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => '_aws' in l);
}

/** The one EMF line of a ColdStart of `service`, as CloudWatch reads it. */
const coldStartLine = (service: string) => ({
  _aws: {
    Timestamp: expect.any(Number) as number,
    CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: 'ColdStart', Unit: 'Count' }] }],
  },
  service,
  ColdStart: 1,
});

describe('metrics', () => {
  it('are EMF lines in the namespace Vouched with the dimension service, ColdStart counted once per function', async () => {
    const handler = observed('ObservabilityProbeA', (_event: unknown) => Promise.resolve('done'));
    const lines = await outputOf(async () => {
      await handler({}, contextOf('r1', 'ProbeA'));
      await handler({}, contextOf('r2', 'ProbeA'));
    });
    expect(metricLines(lines)).toEqual([coldStartLine('ObservabilityProbeA')]);
  });

  it('are published when the invocation ends, with what it added, once however often it is ended', async () => {
    const invocation = beginInvocation('ObservabilityProbeM');
    expect(await outputOf(() => Promise.resolve(invocation.metrics.addMetric('ProbeCount', 'Count', 3)))).toEqual([]);
    const lines = await outputOf(async () => {
      invocation.end();
      invocation.end();
    });
    expect(metricLines(lines)).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Vouched',
              Dimensions: [['service']],
              Metrics: [
                { Name: 'ColdStart', Unit: 'Count' },
                { Name: 'ProbeCount', Unit: 'Count' },
              ],
            },
          ],
        }) as unknown,
        service: 'ObservabilityProbeM',
        ColdStart: 1,
        ProbeCount: 3,
      }),
    ]);
  });

  it('are not written when POWERTOOLS_METRICS_DISABLED is true, and only then', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const off = observed('ObservabilityProbeOff', () => Promise.resolve());
    expect(metricLines(await outputOf(() => off()))).toEqual([]);
    // Powertools' convention: only the value 'true' disables.
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const on = observed('ObservabilityProbeOn', () => Promise.resolve());
    expect(metricLines(await outputOf(() => on()))).toEqual([coldStartLine('ObservabilityProbeOn')]);
  });

  it('of a failed invocation are published too', async () => {
    const failing = observed('ObservabilityProbeF', () => Promise.reject(new Error('boom')));
    const lines = await outputOf(() => failing().catch(() => undefined));
    expect(metricLines(lines)).toEqual([coldStartLine('ObservabilityProbeF')]);
  });
});

describe('observed handlers', () => {
  it('log through a logger carrying the invocation\u2019s request id, each its own when they overlap', async () => {
    const handler = observed('ObservabilityProbeB', async (event: { say: string; wait: number }) => {
      await new Promise((resolve) => setTimeout(resolve, event.wait));
      log().info('probe', { say: event.say });
    });
    const lines = await outputOf(() =>
      Promise.all([
        handler({ say: 'first', wait: 20 }, contextOf('req-1', 'ProbeB')),
        handler({ say: 'second', wait: 0 }, contextOf('req-2', 'ProbeB')),
      ]),
    );
    const logs = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.message === 'probe');
    expect(logs.map((l) => [l.say, l.function_request_id]).sort()).toEqual([
      ['first', 'req-1'],
      ['second', 'req-2'],
    ]);
  });

  it('pass a failure through unchanged, and keep an optional event optional', async () => {
    const failure = new Error('boom');
    const failing = observed('ObservabilityProbeC', () => Promise.reject(failure));
    await outputOf(async () => {
      await expect(failing()).rejects.toBe(failure);
    });
  });

  it('answer what the handler answered', async () => {
    const handler = observed('ObservabilityProbeR', (event: { n: number }) => Promise.resolve(event.n * 2));
    await outputOf(async () => {
      await expect(handler({ n: 21 })).resolves.toBe(42);
    });
  });
});

describe('the API\u2019s middy step', () => {
  const event = { routeKey: 'GET /probe', headers: {} } as unknown as ApiEvent;
  const context = contextOf('api-1', 'ApiProbe') as ApiContext;

  it('counts the cold start once, published after the answer, also when mapErrors answered a failure', async () => {
    let fail = true;
    const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
      .use(observe('ObservabilityProbeApi'))
      .use(mapErrors())
      .handler(() => (fail ? Promise.reject(new Error('boom')) : Promise.resolve({ statusCode: 200, body: '{}' })));
    let answers: ApiResult[] = [];
    const lines = await outputOf(async () => {
      answers = [await handler(event, context)];
      fail = false;
      answers.push(await handler(event, context));
    });
    expect(answers.map((a) => (typeof a === 'object' ? a.statusCode : a))).toEqual([500, 200]);
    expect(metricLines(lines)).toEqual([coldStartLine('ObservabilityProbeApi')]);
    // After the failure's log line: the metrics are published once the request is answered.
    const order = lines.map((l) => JSON.parse(l) as Record<string, unknown>).map((l) => ('_aws' in l ? 'metrics' : l.message));
    expect(order).toEqual(['request failed', 'metrics']);
  });

  it('publishes for a client\u2019s mistake (a 4xx) as for a success', async () => {
    const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
      .use(observe('ObservabilityProbeApi4xx'))
      .use(mapErrors())
      .handler(() => Promise.reject(new ApiFailure(404, 'not_found', 'No such thing.')));
    const lines = await outputOf(() => handler(event, context));
    expect(metricLines(lines)).toEqual([coldStartLine('ObservabilityProbeApi4xx')]);
  });
});

describe('tracing outside Lambda', () => {
  it('is off: no Tracer, clients untouched, the X-Ray SDK never loaded', () => {
    expect(tracer).toBeUndefined();
    const client = new SQSClient({ region: 'us-east-1' });
    expect(traced(client)).toBe(client);
    expect(client.middlewareStack.identify().some((m) => m.startsWith('XRaySDKInstrumentation'))).toBe(false);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes('aws-xray-sdk-core'))).toEqual([]);
  });
});
