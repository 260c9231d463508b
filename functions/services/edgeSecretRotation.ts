/**
 * The edge secret's versions and staging labels, as its rotation moves them
 * (functions/jobs/rotateEdgeSecret.ts; the rotateEdgeSecret capability:
 * DescribeSecret, PutSecretValue and UpdateSecretVersionStage on the edge
 * secret only). Reading a version's value is services/edgeSecret.ts's
 * (readEdgeSecret: GetSecretValue), the same read the API makes.
 */
import { randomInt } from 'node:crypto';
import { DescribeSecretCommand, PutSecretValueCommand, UpdateSecretVersionStageCommand } from '@aws-sdk/client-secrets-manager';
import { edgeSecretsManager } from './edgeSecret';

/** A value like the one the stack generates (48 letters and digits, no punctuation: lib/vouched-stack.ts). */
export const EDGE_SECRET_LENGTH = 48;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new value: each character drawn uniformly by node's CSPRNG (about 286 bits). */
export function newEdgeSecretValue(): string {
  return Array.from({ length: EDGE_SECRET_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface EdgeSecretDescription {
  arn: string;
  name: string;
  rotationEnabled: boolean;
  /** Version id → its staging labels. */
  stagesByVersion: Readonly<Record<string, readonly string[]>>;
}

export async function describeEdgeSecret(secretId: string): Promise<EdgeSecretDescription> {
  const answer = await edgeSecretsManager().send(new DescribeSecretCommand({ SecretId: secretId }));
  return {
    arn: answer.ARN ?? '',
    name: answer.Name ?? '',
    rotationEnabled: answer.RotationEnabled === true,
    stagesByVersion: answer.VersionIdsToStages ?? {},
  };
}

/** Puts `value` as the version `versionId`, labelled AWSPENDING only (AWSCURRENT stays where it is). */
export async function putPendingValue(secretId: string, versionId: string, value: string, rotationToken?: string): Promise<void> {
  await edgeSecretsManager().send(
    new PutSecretValueCommand({
      SecretId: secretId,
      ClientRequestToken: versionId,
      SecretString: value,
      VersionStages: ['AWSPENDING'],
      // Passed on when Secrets Manager sends one (it vouches for the rotation); absent otherwise.
      ...(rotationToken ? { RotationToken: rotationToken } : {}),
    }),
  );
}

/** Moves AWSCURRENT from `fromVersionId` to `toVersionId`; Secrets Manager moves AWSPREVIOUS to the old one. */
export async function makeCurrent(secretId: string, toVersionId: string, fromVersionId: string): Promise<void> {
  await edgeSecretsManager().send(
    new UpdateSecretVersionStageCommand({
      SecretId: secretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: toVersionId,
      RemoveFromVersionId: fromVersionId,
    }),
  );
}
