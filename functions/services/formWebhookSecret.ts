/**
 * The shared secret the Google Form's Apps Script signs each delivery with
 * (HMAC-SHA256 of the raw body). On AWS a Secrets Manager secret the stack
 * creates; the function holding the readFormWebhookSecret capability may
 * read exactly that secret (FORM_WEBHOOK_SECRET_ARN). Read once per
 * container and kept for five minutes, so a rotated secret takes effect
 * without a deploy.
 *
 * Locally there is no Secrets Manager: the local runtime sets
 * FORM_WEBHOOK_SECRET to a fixed development secret (bin/local/handlerEnv.ts),
 * an override like the endpoint variables, which AWS never sets. The ARN
 * variable is still required first, so a function without the capability
 * fails locally as it would on AWS.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';
import { traced } from './observability';

const CACHE_MS = 5 * 60_000;
let cached: { arn: string; value: string; until: number } | undefined;
let client: SecretsManagerClient | undefined;

export async function formWebhookSecret(now: Date): Promise<string> {
  const arn = env.formWebhookSecretArn;
  const local = env.formWebhookSecretOverride;
  if (local) return local;
  if (cached && cached.arn === arn && cached.until > now.getTime()) return cached.value;
  client ??= traced(new SecretsManagerClient({ region: env.region, maxAttempts: 3 }));
  const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('the form webhook secret has no string value');
  cached = { arn, value: answer.SecretString, until: now.getTime() + CACHE_MS };
  return answer.SecretString;
}
