/**
 * Cognito PostAuthentication (login sync, spec: "{email, email_verified,
 * last_login_at, updated_at} when they differ at login" and INSERT
 * security_audit_log): after each sign-in the profile takes the e-mail
 * Cognito holds, only once verified, and the time of the sign-in
 * (store/loginSync.ts), and a `login_success` entry (provider, e-mail,
 * verified) goes into the member's security audit log.
 *
 * A failure here is logged and does not refuse the sign-in: on AWS an error
 * from this trigger fails the sign-in, and a lost log line must not lock
 * the member out (docs/decisions.md).
 */
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { normalizeEmail } from '#domain/email';
import { now } from '#services/clock';
import { syncLogin } from '#store/loginSync';
import { recordLogin } from '#store/securityAudit';
import { log, observed } from '#services/observability';

/** Password sign-in through the user pool itself. */
export const POOL_PROVIDER = 'email';

/**
 * The provider of this sign-in: a federated user carries `identities`
 * (JSON: [{ providerName: 'Google', … }]); anyone else signed in with their password.
 */
export function providerOf(attributes: Record<string, string | undefined>): string {
  const identities = attributes.identities;
  if (!identities || identities.length > 4096) return POOL_PROVIDER;
  try {
    const parsed = JSON.parse(identities) as unknown;
    const name = Array.isArray(parsed) ? (parsed[0] as { providerName?: unknown } | undefined)?.providerName : undefined;
    return typeof name === 'string' && name ? name.slice(0, 64).toLowerCase() : POOL_PROVIDER;
  } catch {
    return POOL_PROVIDER;
  }
}

async function handle(event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> {
  const attributes = event.request.userAttributes;
  const userId = attributes.sub || event.userName;
  const email = normalizeEmail(attributes.email ?? '');
  const emailVerified = attributes.email_verified === 'true';
  const at = now().toISOString();
  try {
    // The verified state recorded is the profile's after the sync, not only the sign-in's attribute (issue 22 §19).
    const synced = email ? await syncLogin(userId, { email, emailVerified }, at) : null;
    await recordLogin(userId, { email, provider: providerOf(attributes), email_verified: synced?.emailVerified ?? emailVerified }, at);
  } catch (error) {
    log().error('trigger failed', { trigger: 'PostAuthentication', error: error instanceof Error ? error : String(error) });
  }
  return event;
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('PostAuthentication', handle);
