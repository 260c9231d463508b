/**
 * The edge secret as the API checks it (issue 20 §6): read from Secrets
 * Manager (here a stand-in reader) and kept for five minutes; during a
 * rotation both the current and the previous value pass, anything else is
 * refused; locally the override is used and nothing is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readVariablesFrom } from '#services/env';
import { carriesEdgeSecret, EDGE_SECRET_CACHE_MS, edgeSecretCache, type ReadSecretVersion } from '#services/edgeSecret';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:edge';

afterEach(() => readVariablesFrom(() => process.env));

/** A secret whose versions the test moves, counting the reads. */
function fakeSecret(initial: { current: string; previous?: string }) {
  const state = { ...initial, reads: 0 };
  const read: ReadSecretVersion = (secretId, stage) => {
    expect(secretId).toBe(ARN);
    state.reads += 1;
    return Promise.resolve(stage === 'AWSCURRENT' ? state.current : state.previous);
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

  it('reads Secrets Manager once per five minutes, then sees a rotation', async () => {
    readVariablesFrom(() => ({ EDGE_SECRET_ARN: ARN }));
    const secret = fakeSecret({ current: 'first' });
    const edgeSecrets = edgeSecretCache(secret.read);
    const start = new Date(1_000_000);
    await Promise.all([edgeSecrets(start), edgeSecrets(start), edgeSecrets(start)]);
    // One read of each version, however many requests asked at once.
    expect(secret.state.reads).toBe(2);

    Object.assign(secret.state, { current: 'second', previous: 'first' });
    const cached = await edgeSecrets(new Date(start.getTime() + EDGE_SECRET_CACHE_MS - 1));
    expect(secret.state.reads).toBe(2);
    expect(carriesEdgeSecret('second', cached)).toBe(false);

    const fresh = await edgeSecrets(new Date(start.getTime() + EDGE_SECRET_CACHE_MS));
    expect(secret.state.reads).toBe(4);
    expect(carriesEdgeSecret('second', fresh)).toBe(true);
    expect(carriesEdgeSecret('first', fresh)).toBe(true);
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
