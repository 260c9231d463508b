/**
 * The edge secret (functions/contract/edge.ts): what CloudFront sends the API
 * in EDGE_HEADER, so the API can refuse what did not come through it. On AWS
 * it is a Secrets Manager secret (EDGE_SECRET_ARN names it, never its value),
 * read at run time and kept for five minutes. Rotation (docs/operations.md,
 * "Rotate the edge secret") puts a new value, which becomes AWSCURRENT and
 * leaves the old one AWSPREVIOUS, then points CloudFront at the new one: in
 * between CloudFront still sends the old value, so both are accepted.
 *
 * Locally there is no Secrets Manager: the local runtime sets EDGE_SECRET to
 * the value its web server (our CloudFront) sends, an override AWS never
 * sets. The local API server stands for the execute-api endpoint, which the
 * tests call directly, so there a request without the secret is only not
 * believed (its viewer headers are ignored), not refused.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';
import { traced } from './observability';

export const EDGE_SECRET_CACHE_MS = 5 * 60_000;

/** The values a request may carry: the current one and, during a rotation, the one before it. */
export interface EdgeSecrets {
  values: readonly string[];
  /** True on AWS: a request without a valid secret is refused. False locally (see above). */
  required: boolean;
}

/** How the secret's versions are read; the tests pass their own. */
export type ReadSecretVersion = (secretId: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') => Promise<string | undefined>;

let client: SecretsManagerClient | undefined;

const readFromSecretsManager: ReadSecretVersion = async (secretId, stage) => {
  client ??= traced(new SecretsManagerClient({ region: env.region, maxAttempts: 3 }));
  try {
    const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
    return answer.SecretString || undefined;
  } catch (error) {
    // A secret never rotated has no AWSPREVIOUS version.
    if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

/** A per-container cache of the secret's values, refreshed every EDGE_SECRET_CACHE_MS. */
export function edgeSecretCache(read: ReadSecretVersion = readFromSecretsManager) {
  let cached: { arn: string; values: string[]; until: number } | undefined;
  let pending: Promise<string[]> | undefined;

  async function load(arn: string, now: Date): Promise<string[]> {
    const [current, previous] = await Promise.all([read(arn, 'AWSCURRENT'), read(arn, 'AWSPREVIOUS')]);
    if (!current) throw new Error('the edge secret has no current value');
    const values = previous && previous !== current ? [current, previous] : [current];
    cached = { arn, values, until: now.getTime() + EDGE_SECRET_CACHE_MS };
    return values;
  }

  return async function edgeSecrets(now: Date): Promise<EdgeSecrets> {
    const arn = env.edgeSecretArn;
    const local = env.edgeSecretOverride;
    if (local) return { values: [local], required: false };
    if (cached && cached.arn === arn && cached.until > now.getTime()) return { values: cached.values, required: true };
    // Requests arriving together on a cold container share one read.
    pending ??= load(arn, now).finally(() => {
      pending = undefined;
    });
    return { values: await pending, required: true };
  };
}

export const edgeSecrets = edgeSecretCache();

/** Whether the header's value is one of the secret's values (in time independent of where they differ). */
export function carriesEdgeSecret(headerValue: string | undefined, secrets: EdgeSecrets): boolean {
  if (!headerValue) return false;
  const sent = Buffer.from(headerValue);
  return secrets.values.some((value) => {
    const expected = Buffer.from(value);
    return expected.length === sent.length && timingSafeEqual(expected, sent);
  });
}
