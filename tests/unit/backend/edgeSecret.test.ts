/**
 * The edge secret as the API checks it (issue 20 §6): read from Secrets
 * Manager (here a stand-in reader, and the real reader against a mocked
 * client) and kept for five minutes; around a rotation the current, the
 * pending and the previous value pass, anything else is refused, and a
 * stage the secret does not have is no error; locally the override is used
 * and nothing is refused.
 */
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readVariablesFrom } from '#services/env';
import {
  ACCEPTED_STAGES,
  carriesEdgeSecret,
  EDGE_SECRET_CACHE_MS,
  edgeSecretCache,
  readEdgeSecretVersion,
  type EdgeSecretStage,
  type ReadSecretVersion,
} from '#services/edgeSecret';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:edge';

afterEach(() => readVariablesFrom(() => process.env));

/** A secret whose versions the test moves, counting the reads. */
function fakeSecret(initial: { current: string; pending?: string; previous?: string }) {
  const state = { ...initial, reads: 0 };
  const byStage: Record<EdgeSecretStage, 'current' | 'pending' | 'previous'> = {
    AWSCURRENT: 'current',
    AWSPENDING: 'pending',
    AWSPREVIOUS: 'previous',
  };
  const read: ReadSecretVersion = (secretId, stage) => {
    expect(secretId).toBe(ARN);
    state.reads += 1;
    return Promise.resolve(state[byStage[stage]]);
  };
  return { state, read };
}

describe('the edge secret on AWS', () => {
  it('accepts the current value, refuses others, and is required', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const secret = fakeSecret({ current: 'current-value' });
    const secrets = await edgeSecretCache(secret.read)(new Date(0));
    expect(secrets.required).toBe(true);
    expect(carriesEdgeSecret('current-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('current-valuE', secrets)).toBe(false);
    expect(carriesEdgeSecret('current-value-longer', secrets)).toBe(false);
    expect(carriesEdgeSecret('', secrets)).toBe(false);
    expect(carriesEdgeSecret(undefined, secrets)).toBe(false);
  });

  it('accepts the previous and the current value during a rotation, and nothing older', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const secret = fakeSecret({ current: 'new-value', previous: 'old-value' });
    const secrets = await edgeSecretCache(secret.read)(new Date(0));
    expect(carriesEdgeSecret('new-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('old-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('older-value', secrets)).toBe(false);
  });

  it('accepts the pending value a rotation has put, before CloudFront sends it', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const secret = fakeSecret({ current: 'current-value', pending: 'pending-value', previous: 'old-value' });
    const secrets = await edgeSecretCache(secret.read)(new Date(0));
    expect(secrets.values).toEqual(['current-value', 'pending-value', 'old-value']);
    expect(carriesEdgeSecret('pending-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('current-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('old-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('pending-valuE', secrets)).toBe(false);
  });

  it('is fine with stages the secret does not have, and counts a value once when two stages share it', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    // Never rotated: no pending, no previous.
    expect((await edgeSecretCache(fakeSecret({ current: 'only' }).read)(new Date(0))).values).toEqual(['only']);
    // After a rotation Secrets Manager may leave AWSPENDING on the current version.
    const finished = fakeSecret({ current: 'new-value', pending: 'new-value', previous: 'old-value' });
    expect((await edgeSecretCache(finished.read)(new Date(0))).values).toEqual(['new-value', 'old-value']);
  });

  it('reads Secrets Manager once per five minutes, then sees a rotation', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const secret = fakeSecret({ current: 'first' });
    const edgeSecrets = edgeSecretCache(secret.read);
    const start = new Date(1_000_000);
    await Promise.all([edgeSecrets(start), edgeSecrets(start), edgeSecrets(start)]);
    // One read of each stage, however many requests asked at once.
    expect(secret.state.reads).toBe(ACCEPTED_STAGES.length);

    Object.assign(secret.state, { pending: 'second' });
    const cached = await edgeSecrets(new Date(start.getTime() + EDGE_SECRET_CACHE_MS - 1));
    expect(secret.state.reads).toBe(ACCEPTED_STAGES.length);
    expect(carriesEdgeSecret('second', cached)).toBe(false);

    // Within one cache period of the pending value being put, every container accepts it.
    const fresh = await edgeSecrets(new Date(start.getTime() + EDGE_SECRET_CACHE_MS));
    expect(secret.state.reads).toBe(2 * ACCEPTED_STAGES.length);
    expect(carriesEdgeSecret('second', fresh)).toBe(true);
    expect(carriesEdgeSecret('first', fresh)).toBe(true);

    Object.assign(secret.state, { current: 'second', pending: undefined, previous: 'first' });
    const rotated = await edgeSecrets(new Date(start.getTime() + 2 * EDGE_SECRET_CACHE_MS));
    expect(carriesEdgeSecret('second', rotated)).toBe(true);
    expect(carriesEdgeSecret('first', rotated)).toBe(true);
  });

  it('fails closed when the secret has no current value', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const edgeSecrets = edgeSecretCache(() => Promise.resolve(undefined));
    await expect(edgeSecrets(new Date(0))).rejects.toThrow('no current value');
  });

  it('needs the ARN: a function without it cannot check', async () => {
    readVariablesFrom(() => ({}));
    await expect(edgeSecretCache(fakeSecret({ current: 'x' }).read)(new Date(0))).rejects.toThrow('EDGE_SECRET_ARN');
  });
});

describe('reading a version from Secrets Manager', () => {
  const secretsManager = mockClient(SecretsManagerClient);
  afterEach(() => secretsManager.reset());
  // Test files share their worker's modules (vitest.config.ts): the next file gets the real client back.
  afterAll(() => secretsManager.restore());
  const missing = () => new ResourceNotFoundException({ message: "Secrets Manager can't find the specified secret value", $metadata: {} });

  it('reads each stage by its label, and takes a missing stage (or a version without a value yet) for none', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const created = new Date('2025-01-01T00:00:00Z');
    secretsManager.on(GetSecretValueCommand).rejects(missing());
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'current-value', VersionId: 'v1', CreatedDate: created });
    const secrets = await edgeSecretCache()(new Date(0));
    expect(secrets.values).toEqual(['current-value']);
    expect(secretsManager.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input.VersionStage)).toEqual([
      'AWSCURRENT',
      'AWSPENDING',
      'AWSPREVIOUS',
    ]);
    expect(await readEdgeSecretVersion(ARN, 'AWSCURRENT')).toEqual({ value: 'current-value', versionId: 'v1', createdDate: created });
    expect(await readEdgeSecretVersion(ARN, 'AWSPENDING', 'v2')).toBeUndefined();
  });

  it('fails closed on any other error', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    secretsManager.on(GetSecretValueCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(edgeSecretCache()(new Date(0))).rejects.toThrow('denied');
  });
});

describe('the edge secret locally', () => {
  it('uses the local runtime\u2019s value without Secrets Manager, and refuses nothing', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN, EDGE_SECRET: 'local-value' }));
    const secret = fakeSecret({ current: 'aws-value' });
    const secrets = await edgeSecretCache(secret.read)(new Date(0));
    expect(secret.state.reads).toBe(0);
    expect(secrets.required).toBe(false);
    expect(carriesEdgeSecret('local-value', secrets)).toBe(true);
    expect(carriesEdgeSecret('aws-value', secrets)).toBe(false);
  });
});
