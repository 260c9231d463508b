/**
 * The shared observability module (issue 20 §3): the metric lines are
 * CloudWatch's embedded metric format, a container's cold start is counted
 * once per function, an invocation logs with its own request id, and a
 * failure passes through unchanged. Metrics can be switched off
 * (POWERTOOLS_METRICS_DISABLED, as the local stack does).
 *
 * The level and the metrics switch are set here explicitly: with the test
 * stack running, this process inherits the local stack's WARN and disabled
 * metrics (bin/local/handlerEnv.ts).
 */
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log, logger, METRICS_NAMESPACE, metricLine, observed, putMetric } from '#services/observability';

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

/** What the module writes to stdout during `run`, line by line. */
async function stdoutOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    await run();
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
  }
  return lines;
}

describe('metric lines', () => {
  it('are EMF: namespace, dimension, unit and value in one JSON object', () => {
    const line = JSON.parse(metricLine('ColdStart', 1, 'Count', 'ExpireInvites', new Date(1_700_000_000_000))) as Record<string, unknown>;
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: 'ColdStart', Unit: 'Count' }] }],
      },
      service: 'ExpireInvites',
      ColdStart: 1,
    });
  });
});

describe('putMetric', () => {
  it('writes one EMF line to stdout while metrics are enabled', async () => {
    const lines = await stdoutOf(() => Promise.resolve(putMetric('ColdStart', 1, 'Count', 'ObservabilityProbeM')));
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ service: 'ObservabilityProbeM', ColdStart: 1, _aws: expect.objectContaining({ Timestamp: expect.any(Number) }) }),
    ]);
  });

  it('writes nothing when POWERTOOLS_METRICS_DISABLED is true, and only then', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    expect(await stdoutOf(() => Promise.resolve(putMetric('ColdStart', 1, 'Count', 'ObservabilityProbeM')))).toEqual([]);
    // Powertools' convention: only the value 'true' disables.
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    expect(await stdoutOf(() => Promise.resolve(putMetric('ColdStart', 1, 'Count', 'ObservabilityProbeM')))).toHaveLength(1);
  });
});

describe('observed handlers', () => {
  it('count the cold start once per function, not per invocation', async () => {
    const handler = observed('ObservabilityProbeA', (_event: unknown) => Promise.resolve('done'));
    const lines = await stdoutOf(async () => {
      await handler({}, contextOf('r1', 'ProbeA'));
      await handler({}, contextOf('r2', 'ProbeA'));
    });
    const metrics = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => '_aws' in l);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({ service: 'ObservabilityProbeA', ColdStart: 1 });
  });

  it('log through a logger carrying the invocation\u2019s request id, each its own when they overlap', async () => {
    const handler = observed('ObservabilityProbeB', async (event: { say: string; wait: number }) => {
      await new Promise((resolve) => setTimeout(resolve, event.wait));
      log().info('probe', { say: event.say });
    });
    const lines = await stdoutOf(() =>
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
    await stdoutOf(async () => {
      await expect(failing()).rejects.toBe(failure);
    });
  });
});
