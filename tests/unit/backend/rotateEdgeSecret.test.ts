/**
 * The edge secret's rotation (functions/jobs/rotateEdgeSecret.ts, issue 20
 * §6) against stand-ins of Secrets Manager and CloudFront
 * (aws-sdk-client-mock): the four steps in order never leave CloudFront
 * sending a value the API would refuse; setSecret waits until every API
 * container's cache has seen the pending value; each step may run again; a
 * stale ETag is read again; only the API origin's edge header changes; and
 * what is not this rotation (an unknown token, another secret, a step it
 * does not know) is refused.
 */
import {
  CloudFrontClient,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  PreconditionFailed,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDGE_HEADER } from '#contract/edge';
import { DEPLOY_POLL_MS, DEPLOY_WAIT_MS, edgeSecretRotation, handler, PENDING_SETTLE_MS, type RotationEvent } from '#functions/jobs/rotateEdgeSecret';
import { ROTATE_EDGE_SECRET } from '#lib/functions';
import { EDGE_SECRET_CACHE_MS } from '#services/edgeSecret';
import { UPDATE_ATTEMPTS } from '#services/edgeDistribution';
import { EDGE_SECRET_LENGTH, newEdgeSecretValue } from '#services/edgeSecretRotation';
import { readVariablesFrom } from '#services/env';
import { logger } from '#services/observability';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:EdgeSecret-AbCdEf';
const NAME = 'EdgeSecret-abc';
const DISTRIBUTION_ID = 'E2EXAMPLE';
const CURRENT = 'c'.repeat(48);
const PREVIOUS = 'p'.repeat(48);
const TOKEN = '11111111-2222-4333-8444-555555555555';
const START = Date.UTC(2025, 0, 1, 12);

const secretsManager = mockClient(SecretsManagerClient);
const cloudFront = mockClient(CloudFrontClient);

const levelBefore = logger.getLevelName();
beforeAll(() => logger.setLogLevel('SILENT'));
afterAll(() => {
  logger.setLogLevel(levelBefore);
  readVariablesFrom(() => process.env);
  // Test files share their worker's modules (vitest.config.ts): the next file gets the real clients back.
  secretsManager.restore();
  cloudFront.restore();
});

// ------------------------------------------------------------------ stand-ins

interface Version {
  value?: string;
  stages: string[];
  created?: Date;
}

/** What happened, in order: sleeps and the writes to either service. */
let timeline: string[];
let clockMs: number;
let versions: Map<string, Version>;
let distribution: { config: DistributionConfig; etag: number; status: 'Deployed' | 'InProgress' };
/** Each GetDistribution after an update: the status CloudFront reports (then Deployed). */
let deployAfterPolls: number;
let pollsSinceUpdate: number;
/** Update attempts CloudFront refuses with PreconditionFailed (someone else changed the distribution first). */
let staleUpdates: number;

const clock = {
  now: () => new Date(clockMs),
  sleep: (ms: number) => {
    timeline.push(`sleep ${ms}`);
    clockMs += ms;
    return Promise.resolve();
  },
};

const notFound = (message: string) => new ResourceNotFoundException({ message, $metadata: { httpStatusCode: 400 } });

function versionWith(stage: string): [string, Version] | undefined {
  return [...versions].find(([, v]) => v.stages.includes(stage));
}

function valueAt(stage: string): string | undefined {
  return versionWith(stage)?.[1].value;
}

function apiConfig(headers: { HeaderName: string; HeaderValue: string }[] = [{ HeaderName: EDGE_HEADER, HeaderValue: CURRENT }]): DistributionConfig {
  return {
    CallerReference: 'ref',
    Comment: 'Vouched web app, /api and /avatars',
    Enabled: true,
    DefaultCacheBehavior: { TargetOriginId: 'site', ViewerProtocolPolicy: 'redirect-to-https' },
    Origins: {
      Quantity: 3,
      Items: [
        { Id: 'site', DomainName: 'site.s3.us-east-1.amazonaws.com', CustomHeaders: { Quantity: 0 }, S3OriginConfig: { OriginAccessIdentity: '' } },
        {
          Id: 'api',
          DomainName: 'abc.execute-api.us-east-1.amazonaws.com',
          CustomHeaders: { Quantity: headers.length + 1, Items: [{ HeaderName: 'x-other', HeaderValue: 'kept' }, ...headers] },
          CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'https-only' },
        },
        {
          Id: 'avatars',
          DomainName: 'avatars.s3.us-east-1.amazonaws.com',
          // A header whose name only starts like ours is not ours.
          CustomHeaders: { Quantity: 1, Items: [{ HeaderName: `${EDGE_HEADER}-copy`, HeaderValue: 'untouched' }] },
          S3OriginConfig: { OriginAccessIdentity: '' },
        },
      ],
    },
  };
}

function sentByCloudFront(config: DistributionConfig = distribution.config): string | undefined {
  return config.Origins?.Items?.flatMap((o) => o.CustomHeaders?.Items ?? []).find((h) => h.HeaderName === EDGE_HEADER)?.HeaderValue;
}

/** What the API accepts once its caches have caught up (functions/services/edgeSecret.ts). */
function acceptedByApi(): string[] {
  return ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'].map(valueAt).filter((v): v is string => v !== undefined);
}

beforeEach(() => {
  readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN, DISTRIBUTION_ID, POWERTOOLS_METRICS_DISABLED: 'true' }));
  timeline = [];
  clockMs = START;
  versions = new Map([
    ['v-current', { value: CURRENT, stages: ['AWSCURRENT'], created: new Date(START - 90 * 86_400_000) }],
    ['v-previous', { value: PREVIOUS, stages: ['AWSPREVIOUS'], created: new Date(START - 180 * 86_400_000) }],
  ]);
  distribution = { config: apiConfig(), etag: 1, status: 'Deployed' };
  deployAfterPolls = 0;
  pollsSinceUpdate = 0;
  staleUpdates = 0;

  secretsManager.reset();
  secretsManager.on(DescribeSecretCommand).callsFake(() => ({
    ARN,
    Name: NAME,
    RotationEnabled: true,
    VersionIdsToStages: Object.fromEntries([...versions].filter(([, v]) => v.stages.length > 0).map(([id, v]) => [id, [...v.stages]])),
  }));
  secretsManager.on(GetSecretValueCommand).callsFake(async (input: { SecretId: string; VersionId?: string; VersionStage?: string }) => {
    expect(input.SecretId).toBe(ARN);
    const found = [...versions].find(
      ([id, v]) =>
        (input.VersionId === undefined || id === input.VersionId) && (input.VersionStage === undefined || v.stages.includes(input.VersionStage)),
    );
    if (!found || found[1].value === undefined) throw notFound(`no value for ${input.VersionStage}`);
    return { ARN, VersionId: found[0], SecretString: found[1].value, VersionStages: found[1].stages, CreatedDate: found[1].created };
  });
  secretsManager
    .on(PutSecretValueCommand)
    .callsFake(async (input: { SecretId: string; ClientRequestToken: string; SecretString: string; VersionStages: string[] }) => {
      expect(input.SecretId).toBe(ARN);
      const version = versions.get(input.ClientRequestToken) ?? { stages: [] };
      if (version.value !== undefined) throw new Error('ResourceExistsException: a version cannot change its value');
      for (const stage of input.VersionStages) for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== stage);
      versions.set(input.ClientRequestToken, {
        value: input.SecretString,
        stages: [...version.stages, ...input.VersionStages],
        created: new Date(clockMs),
      });
      timeline.push('PutSecretValue');
      return { ARN, VersionId: input.ClientRequestToken };
    });
  secretsManager
    .on(UpdateSecretVersionStageCommand)
    .callsFake(async (input: { VersionStage: string; MoveToVersionId: string; RemoveFromVersionId: string }) => {
      expect(input.VersionStage).toBe('AWSCURRENT');
      const from = versions.get(input.RemoveFromVersionId)!;
      expect(from.stages).toContain('AWSCURRENT');
      // Secrets Manager's own bookkeeping: AWSPREVIOUS follows the old current version.
      for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
      from.stages = [...from.stages.filter((s) => s !== 'AWSCURRENT'), 'AWSPREVIOUS'];
      versions.get(input.MoveToVersionId)!.stages.push('AWSCURRENT');
      timeline.push('UpdateSecretVersionStage');
      return { ARN };
    });

  cloudFront.reset();
  cloudFront.on(GetDistributionConfigCommand).callsFake(async (input: { Id: string }) => {
    expect(input.Id).toBe(DISTRIBUTION_ID);
    return { DistributionConfig: structuredClone(distribution.config), ETag: `E${distribution.etag}` };
  });
  cloudFront.on(UpdateDistributionCommand).callsFake(async (input: { Id: string; IfMatch: string; DistributionConfig: DistributionConfig }) => {
    expect(input.Id).toBe(DISTRIBUTION_ID);
    timeline.push(`UpdateDistribution ${input.IfMatch}`);
    if (staleUpdates > 0) {
      staleUpdates -= 1;
      distribution.etag += 1; // Someone else's update got in first.
      throw new PreconditionFailed({ message: 'The If-Match version is missing or not valid', $metadata: { httpStatusCode: 412 } });
    }
    if (input.IfMatch !== `E${distribution.etag}`) throw new Error('the stand-in expected the ETag it gave');
    distribution = { config: structuredClone(input.DistributionConfig), etag: distribution.etag + 1, status: 'InProgress' };
    pollsSinceUpdate = 0;
    return { ETag: `E${distribution.etag}` };
  });
  cloudFront.on(GetDistributionCommand).callsFake(async (input: { Id: string }) => {
    expect(input.Id).toBe(DISTRIBUTION_ID);
    pollsSinceUpdate += 1;
    if (pollsSinceUpdate > deployAfterPolls) distribution.status = 'Deployed';
    return { Distribution: { Id: DISTRIBUTION_ID, Status: distribution.status, DistributionConfig: structuredClone(distribution.config) } };
  });
});

/** What Secrets Manager does when a rotation starts: the token's version, labelled AWSPENDING, without a value yet. */
function startRotation(token = TOKEN): void {
  for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPENDING');
  versions.set(token, { stages: ['AWSPENDING'] });
}

const step = (Step: string, extra: Partial<RotationEvent> = {}): RotationEvent => ({ Step, SecretId: ARN, ClientRequestToken: TOKEN, ...extra });
const rotate = edgeSecretRotation(clock);

const writes = () => timeline.filter((t) => !t.startsWith('sleep'));

// ------------------------------------------------------------------ the rotation

describe('a whole rotation', () => {
  it('ends with a new current value CloudFront sends, the old one previous, and never sends a value the API refuses', async () => {
    startRotation();
    const accepted = () => expect(acceptedByApi()).toContain(sentByCloudFront());
    accepted();

    await rotate(step('createSecret'));
    const pending = valueAt('AWSPENDING')!;
    expect(pending).toMatch(new RegExp(`^[A-Za-z0-9]{${EDGE_SECRET_LENGTH}}$`));
    expect(pending).not.toBe(CURRENT);
    expect(valueAt('AWSCURRENT')).toBe(CURRENT);
    expect(sentByCloudFront()).toBe(CURRENT);
    accepted();

    await rotate(step('setSecret'));
    expect(sentByCloudFront()).toBe(pending);
    accepted();

    deployAfterPolls = 2;
    await rotate(step('testSecret'));
    expect(distribution.status).toBe('Deployed');
    accepted();

    await rotate(step('finishSecret'));
    expect(valueAt('AWSCURRENT')).toBe(pending);
    expect(valueAt('AWSPREVIOUS')).toBe(CURRENT);
    expect(versions.get(TOKEN)!.stages).toContain('AWSCURRENT');
    expect(sentByCloudFront()).toBe(pending);
    accepted();

    expect(writes()).toEqual(['PutSecretValue', 'UpdateDistribution E1', 'UpdateSecretVersionStage']);
  });

  it('switches CloudFront only once every API container has re-read the secret since the pending value was put', async () => {
    startRotation();
    await rotate(step('createSecret'));
    const putAt = versions.get(TOKEN)!.created!.getTime();
    await rotate(step('setSecret'));
    expect(timeline).toEqual(['PutSecretValue', `sleep ${PENDING_SETTLE_MS}`, 'UpdateDistribution E1']);
    expect(PENDING_SETTLE_MS).toBeGreaterThan(EDGE_SECRET_CACHE_MS);
    // The update went out after a full cache period (and the margin) had passed since the put.
    expect(clockMs - putAt).toBeGreaterThanOrEqual(PENDING_SETTLE_MS);
  });
});

describe('createSecret', () => {
  it('puts one pending value and, run again, keeps it', async () => {
    startRotation();
    await rotate(step('createSecret'));
    const first = valueAt('AWSPENDING');
    await rotate(step('createSecret'));
    expect(valueAt('AWSPENDING')).toBe(first);
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(1);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('labels the new version AWSPENDING only, under the token, and passes on a rotation token', async () => {
    startRotation();
    await rotate(step('createSecret', { RotationToken: 'rotation-token' }));
    const [put] = secretsManager.commandCalls(PutSecretValueCommand);
    expect(put!.args[0].input).toMatchObject({
      SecretId: ARN,
      ClientRequestToken: TOKEN,
      VersionStages: ['AWSPENDING'],
      RotationToken: 'rotation-token',
    });
  });

  it('sends no rotation token when Secrets Manager gave none', async () => {
    startRotation();
    await rotate(step('createSecret'));
    expect(secretsManager.commandCalls(PutSecretValueCommand)[0]!.args[0].input).not.toHaveProperty('RotationToken');
  });
});

describe('setSecret', () => {
  beforeEach(async () => {
    startRotation();
    await rotate(step('createSecret'));
    timeline = [];
  });

  it('sleeps only the rest of the wait when the pending value is already some minutes old', async () => {
    clockMs += 4 * 60_000;
    await rotate(step('setSecret'));
    expect(timeline).toEqual([`sleep ${PENDING_SETTLE_MS - 4 * 60_000}`, 'UpdateDistribution E1']);
  });

  it('does not sleep for a pending value older than the wait', async () => {
    clockMs += PENDING_SETTLE_MS + 1;
    await rotate(step('setSecret'));
    expect(timeline).toEqual(['UpdateDistribution E1']);
  });

  it('waits the whole time for a version without a creation date, and never longer', async () => {
    versions.get(TOKEN)!.created = undefined;
    await rotate(step('setSecret'));
    expect(timeline).toEqual([`sleep ${PENDING_SETTLE_MS}`, 'UpdateDistribution E1']);

    // A creation date in the future (a skewed clock) is no reason to wait longer.
    startRotation('token-2');
    await rotate(step('createSecret', { ClientRequestToken: 'token-2' }));
    versions.get('token-2')!.created = new Date(clockMs + 60 * 60_000);
    timeline = [];
    await rotate(step('setSecret', { ClientRequestToken: 'token-2' }));
    expect(timeline).toEqual([`sleep ${PENDING_SETTLE_MS}`, `UpdateDistribution E2`]);
  });

  it('run again, finds CloudFront already sending the pending value and sends no second update', async () => {
    await rotate(step('setSecret'));
    timeline = [];
    await rotate(step('setSecret'));
    expect(timeline).toEqual([]);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(1);
  });

  it('reads the configuration again when its ETag went stale in between (PreconditionFailed)', async () => {
    clockMs += PENDING_SETTLE_MS;
    staleUpdates = 1;
    await rotate(step('setSecret'));
    expect(timeline).toEqual(['UpdateDistribution E1', 'UpdateDistribution E2']);
    expect(cloudFront.commandCalls(GetDistributionConfigCommand)).toHaveLength(2);
    expect(sentByCloudFront()).toBe(valueAt('AWSPENDING'));
  });

  it(`gives up after ${UPDATE_ATTEMPTS} stale ETags, leaving CloudFront as it was`, async () => {
    clockMs += PENDING_SETTLE_MS;
    staleUpdates = UPDATE_ATTEMPTS;
    await expect(rotate(step('setSecret'))).rejects.toBeInstanceOf(PreconditionFailed);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(UPDATE_ATTEMPTS);
    expect(sentByCloudFront()).toBe(CURRENT);
  });

  it('changes the edge header of the API origin and nothing else of the configuration', async () => {
    const before = structuredClone(distribution.config);
    clockMs += PENDING_SETTLE_MS;
    await rotate(step('setSecret'));
    const sent = cloudFront.commandCalls(UpdateDistributionCommand)[0]!.args[0].input.DistributionConfig!;
    const expected = structuredClone(before);
    expected.Origins!.Items![1]!.CustomHeaders!.Items![1]!.HeaderValue = valueAt('AWSPENDING');
    expect(sent).toEqual(expected);
    expect(sent.Origins!.Items![2]!.CustomHeaders!.Items).toEqual([{ HeaderName: `${EDGE_HEADER}-copy`, HeaderValue: 'untouched' }]);
  });

  it('finds the header whatever its case', async () => {
    distribution.config = apiConfig([{ HeaderName: 'X-Vouched-Edge', HeaderValue: CURRENT }]);
    clockMs += PENDING_SETTLE_MS;
    await rotate(step('setSecret'));
    const headers = distribution.config.Origins!.Items![1]!.CustomHeaders!.Items!;
    expect(headers).toEqual([
      { HeaderName: 'x-other', HeaderValue: 'kept' },
      { HeaderName: 'X-Vouched-Edge', HeaderValue: valueAt('AWSPENDING') },
    ]);
  });

  it('refuses a distribution where no origin, or more than one, sends the edge header', async () => {
    clockMs += PENDING_SETTLE_MS;
    distribution.config = apiConfig([]);
    await expect(rotate(step('setSecret'))).rejects.toThrow(`0 origins sending ${EDGE_HEADER}`);
    const twice = apiConfig();
    twice.Origins!.Items![0]!.CustomHeaders = { Quantity: 1, Items: [{ HeaderName: EDGE_HEADER, HeaderValue: CURRENT }] };
    distribution.config = twice;
    await expect(rotate(step('setSecret'))).rejects.toThrow(`2 origins sending ${EDGE_HEADER}`);
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('needs createSecret to have run', async () => {
    startRotation('token-empty');
    await expect(rotate(step('setSecret', { ClientRequestToken: 'token-empty' }))).rejects.toThrow('has no pending value');
    expect(cloudFront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });
});

describe('testSecret', () => {
  beforeEach(async () => {
    startRotation();
    await rotate(step('createSecret'));
    await rotate(step('setSecret'));
    timeline = [];
  });

  it('waits, polling, until CloudFront has deployed the pending value everywhere', async () => {
    deployAfterPolls = 3;
    await rotate(step('testSecret'));
    expect(timeline).toEqual([`sleep ${DEPLOY_POLL_MS}`, `sleep ${DEPLOY_POLL_MS}`, `sleep ${DEPLOY_POLL_MS}`]);
    expect(cloudFront.commandCalls(GetDistributionCommand)).toHaveLength(4);
  });

  it(`fails when CloudFront has not deployed it within ${DEPLOY_WAIT_MS / 60_000} minutes`, async () => {
    deployAfterPolls = Number.POSITIVE_INFINITY;
    await expect(rotate(step('testSecret'))).rejects.toThrow('did not deploy the pending value');
    const slept = timeline.reduce((sum, t) => sum + Number(t.replace('sleep ', '')), 0);
    expect(slept).toBeLessThanOrEqual(DEPLOY_WAIT_MS);
    expect(slept).toBeGreaterThan(DEPLOY_WAIT_MS - 2 * DEPLOY_POLL_MS);
  });

  it('fails when CloudFront sends another value (a deploy put one since setSecret), and finishes nothing', async () => {
    distribution.config = apiConfig();
    await expect(rotate(step('testSecret'))).rejects.toThrow('does not send the pending value');
    expect(valueAt('AWSCURRENT')).toBe(CURRENT);
  });
});

describe('finishSecret', () => {
  it('moves AWSCURRENT once; run again, it changes nothing', async () => {
    startRotation();
    await rotate(step('createSecret'));
    await rotate(step('setSecret'));
    await rotate(step('testSecret'));
    await rotate(step('finishSecret'));
    const after = structuredClone([...versions]);
    await rotate(step('finishSecret'));
    expect([...versions]).toEqual(after);
    expect(secretsManager.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(1);
    expect(secretsManager.commandCalls(UpdateSecretVersionStageCommand)[0]!.args[0].input).toEqual({
      SecretId: ARN,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: TOKEN,
      RemoveFromVersionId: 'v-current',
    });
  });

  it('leaves every step of a finished rotation a no-op', async () => {
    startRotation();
    for (const name of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) await rotate(step(name));
    const count = timeline.length;
    for (const name of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) await rotate(step(name));
    expect(timeline).toHaveLength(count);
  });
});

describe('what is not this rotation', () => {
  it('refuses a token the secret has no version for, writing nothing', async () => {
    startRotation();
    for (const name of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) {
      await expect(rotate(step(name, { ClientRequestToken: 'unknown-token' }))).rejects.toThrow('has no version unknown-token');
    }
    expect(writes()).toEqual([]);
  });

  it('refuses a token whose version is not AWSPENDING (the previous one, say)', async () => {
    startRotation();
    await expect(rotate(step('finishSecret', { ClientRequestToken: 'v-previous' }))).rejects.toThrow('is not AWSPENDING');
    expect(writes()).toEqual([]);
  });

  it('refuses another secret, a secret not enabled for rotation, and a step it does not know', async () => {
    startRotation();
    await expect(rotate(step('createSecret', { SecretId: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Other-XyZ' }))).rejects.toThrow(
      'rotates the edge secret only',
    );
    await expect(rotate(step('create_secret'))).rejects.toThrow('unknown rotation step create_secret');
    secretsManager.on(DescribeSecretCommand).resolves({ ARN, Name: NAME, RotationEnabled: false, VersionIdsToStages: { [TOKEN]: ['AWSPENDING'] } });
    await expect(rotate(step('createSecret'))).rejects.toThrow('not enabled for rotation');
    expect(writes()).toEqual([]);
  });

  it('accepts the secret named by its name as well as its ARN', async () => {
    startRotation();
    await rotate(step('createSecret', { SecretId: NAME }));
    expect(valueAt('AWSPENDING')).toBeDefined();
  });
});

describe('the deployed function', () => {
  it('is the same rotation behind `observed` (a finished version: nothing to do, nothing written, no wait)', async () => {
    startRotation();
    versions.get(TOKEN)!.stages = ['AWSCURRENT', 'AWSPENDING'];
    versions.get('v-current')!.stages = [];
    await expect(handler(step('setSecret'))).resolves.toBeUndefined();
    expect(timeline).toEqual([]);
  });

  it('has a timeout that covers the longest step\u2019s wait (Lambda allows at most 15 minutes)', () => {
    const timeoutMs = ROTATE_EDGE_SECRET.timeoutSeconds! * 1000;
    expect(timeoutMs).toBeLessThanOrEqual(15 * 60_000);
    // A minute for the calls around each wait.
    expect(timeoutMs).toBeGreaterThanOrEqual(PENDING_SETTLE_MS + 60_000);
    expect(timeoutMs).toBeGreaterThanOrEqual(DEPLOY_WAIT_MS + DEPLOY_POLL_MS + 60_000);
  });
});

describe('a new value', () => {
  it('is 48 letters and digits, like the one the stack generates, and never the same twice', () => {
    const values = Array.from({ length: 200 }, newEdgeSecretValue);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(new Set(values).size).toBe(values.length);
    // Every character of the alphabet turns up: the draw is over all 62.
    expect(new Set(values.join('')).size).toBe(62);
  });
});
