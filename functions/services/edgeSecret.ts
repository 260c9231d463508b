/**
 * The edge secret (functions/contract/edge.ts): what CloudFront sends the API
 * in EDGE_HEADER, so the API can refuse what did not come through it. On AWS
 * it is a Secrets Manager secret (EDGE_SECRET_ARN names it, never its value),
 * read at run time and kept for five minutes (EDGE_SECRET_CACHE_MS).
 *
 * Rotation is automatic (functions/jobs/rotateEdgeSecret.ts, docs/operations.md
 * "The edge secret"): a new value is put as AWSPENDING, CloudFront is pointed at
 * it only once every warm container has re-read the secret, and then it becomes
 * AWSCURRENT (the old one AWSPREVIOUS). So the API accepts the values of all
 * three stages: whichever of them CloudFront sends at any moment of a
 * rotation, it is one of them. A stage the secret does not have (no rotation
 * yet, none under way) is no error.
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

/** How long a container keeps the values it read; the rotation waits this long (and a margin) before CloudFront sends a new one. */
export const EDGE_SECRET_CACHE_MS = 5 * 60_000;

/** The staging labels whose values pass, the current one first. */
export const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;

export type EdgeSecretStage = (typeof ACCEPTED_STAGES)[number];

/** The values a request may carry: the current one and, around a rotation, the pending and the previous one. */
export interface EdgeSecrets {
  values: readonly string[];
  /** True on AWS: a request without a valid secret is refused. False locally (see above). */
  required: boolean;
}

/** How the secret's versions are read; the tests pass their own. */
export type ReadSecretVersion = (secretId: string, stage: EdgeSecretStage) => Promise<string | undefined>;

/** One version of the secret: its value, id and when it was made (if Secrets Manager said). */
export interface EdgeSecretVersion {
  value: string;
  versionId: string;
  createdDate?: Date;
}

let client: SecretsManagerClient | undefined;

/** The Secrets Manager client of the edge secret (the rotation's calls go through it too). */
export function edgeSecretsManager(): SecretsManagerClient {
  client ??= traced(new SecretsManagerClient({ region: env.region, maxAttempts: 3 }));
  return client;
}

/**
 * The version with this staging label (and, when given, this version id),
 * or undefined when there is none: a secret never rotated has no AWSPREVIOUS,
 * one not being rotated no AWSPENDING, and a rotation's version has no value
 * until its first step puts one.
 */
export async function readEdgeSecretVersion(secretId: string, stage: EdgeSecretStage, versionId?: string): Promise<EdgeSecretVersion | undefined> {
  try {
    const answer = await edgeSecretsManager().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }));
    if (!answer.SecretString || !answer.VersionId) return undefined;
    return { value: answer.SecretString, versionId: answer.VersionId, ...(answer.CreatedDate ? { createdDate: answer.CreatedDate } : {}) };
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error instanceof Error && error.name === 'ResourceNotFoundException')) return undefined;
    throw error;
  }
}

const readFromSecretsManager: ReadSecretVersion = async (secretId, stage) => (await readEdgeSecretVersion(secretId, stage))?.value;

/** A per-container cache of the secret's values, refreshed every EDGE_SECRET_CACHE_MS. */
export function edgeSecretCache(read: ReadSecretVersion = readFromSecretsManager) {
  let cached: { arn: string; values: string[]; until: number } | undefined;
  let pending: Promise<string[]> | undefined;

  async function load(arn: string, now: Date): Promise<string[]> {
    const [current, ...others] = await Promise.all(ACCEPTED_STAGES.map((stage) => read(arn, stage)));
    if (!current) throw new Error('the edge secret has no current value');
    const values = [...new Set([current, ...others.filter((value): value is string => Boolean(value))])];
    // Valid until five minutes after the read began: a rotation counts on no container seeing an older state than that.
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
