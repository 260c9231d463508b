/**
 * The runtime config the app reads once at start from `/config.json`
 * (written by the CDK stack into the web bucket in AWS, served by the local
 * runtime in development). Nothing about the environment is baked into the
 * build, so one build runs anywhere.
 */
export type IdentityProviderName = 'Google' | 'LinkedIn';

export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: the cognito-local endpoint. */
  userPoolEndpoint?: string;
  /**
   * Social sign-in, present only when the stack configured the providers
   * (their client secrets are optional deploy parameters). Absent: the Google
   * and LinkedIn buttons are shown disabled as 'Not configured'.
   */
  identityProviders?: IdentityProviderName[];
  /** Hosted UI domain for OAuth, e.g. auth.example.com; needed with identityProviders. */
  oauthDomain?: string;
}

let pending: Promise<WebConfig> | null = null;

function isWebConfig(value: unknown): value is WebConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.region === 'string' && typeof v.userPoolId === 'string' && typeof v.userPoolClientId === 'string';
}

/** Fetches /config.json once; later calls share the same promise (a failed fetch is retried next call). */
export function loadConfig(): Promise<WebConfig> {
  pending ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      const body: unknown = await res.json();
      if (!isWebConfig(body)) throw new Error('config.json lacks region, userPoolId or userPoolClientId');
      return body;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function socialSignInEnabled(config: WebConfig | null | undefined, provider: IdentityProviderName): boolean {
  return !!config?.oauthDomain && !!config.identityProviders?.includes(provider);
}
