/**
 * The numbers a stage sets (issue 20 §2–3): the API's throttle and the
 * alarm thresholds come from config/stages/<stage>.json, a -c value
 * overrides them, a stage that leaves one out gets the default, and a
 * value that is no number in range stops synth with one line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_NUMBERS, readConfig } from '#lib/config';
import { readStageFile } from '#lib/stages';
import { DEPLOY_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { ofType } from './support/template';

const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const dev = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, stage: 'dev' });

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function qaFile(values: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'vouched-stage-numbers-'));
  tempDirs.push(dir);
  writeFileSync(join(dir, 'qa.json'), JSON.stringify({ retainData: false, ...values }));
  return readStageFile('qa', dir);
}

const configWith = (values: Record<string, unknown>, context: Record<string, string> = {}) =>
  readConfig(new Stack(new App({ context }), 'Probe'), qaFile(values));

function apiThrottle(template: Record<string, unknown>) {
  const stage = ofType(template, 'AWS::ApiGatewayV2::Stage').find(([, s]) => (s.Properties as { StageName?: string }).StageName === '$default');
  return (stage?.[1].Properties as { DefaultRouteSettings?: Record<string, unknown> }).DefaultRouteSettings;
}

describe('the API throttle', () => {
  it('is each stage file\u2019s, and the stages differ', () => {
    const prodFile = readStageFile('prod').values;
    const devFile = readStageFile('dev').values;
    expect(apiThrottle(prod.synth.template)).toMatchObject({
      ThrottlingRateLimit: prodFile.apiRateLimit,
      ThrottlingBurstLimit: prodFile.apiBurstLimit,
    });
    expect(apiThrottle(dev.synth.template)).toMatchObject({ ThrottlingRateLimit: devFile.apiRateLimit, ThrottlingBurstLimit: devFile.apiBurstLimit });
    expect(devFile.apiRateLimit).not.toBe(prodFile.apiRateLimit);
  });

  it('is overridden by -c and defaults when the file says nothing', () => {
    expect(configWith({ apiRateLimit: 20, apiBurstLimit: 40 }, { apiRateLimit: '30' }).apiThrottle).toEqual({ rateLimit: 30, burstLimit: 40 });
    expect(configWith({}).apiThrottle).toEqual({ rateLimit: DEFAULT_NUMBERS.apiRateLimit, burstLimit: DEFAULT_NUMBERS.apiBurstLimit });
  });
});

describe('the alarm thresholds', () => {
  it('come from the file, with defaults for the ones it leaves out', () => {
    expect(configWith({ alarmApiP99Ms: 1500 }).alarmThresholds).toEqual({
      api5xxPercent: DEFAULT_NUMBERS.alarmApi5xxPercent,
      apiP99Ms: 1500,
      iteratorAgeSeconds: DEFAULT_NUMBERS.alarmIteratorAgeSeconds,
    });
  });
});

describe('a number out of place', () => {
  it.each([
    [
      'a string that is no number',
      { apiRateLimit: 'fast' },
      /^Setting "apiRateLimit" must be a number from 1 to 10000 \(got "fast" in \S+qa\.json\)\.$/,
    ],
    ['a number out of range', { alarmApi5xxPercent: 0 }, /^Setting "alarmApi5xxPercent" must be a number from 0\.1 to 100 /],
    ['a burst below the rate', { apiRateLimit: 100, apiBurstLimit: 50 }, /^apiBurstLimit \(50\) must be at least apiRateLimit \(100\)/],
  ])('stops synth with one line: %s', (_what, values, message) => {
    expect(() => configWith(values)).toThrow(message);
  });
});
