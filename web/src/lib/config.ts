/** Reads the runtime config (functions/contract/webConfig.ts) once per page load. */
import { WEB_CONFIG_PATH, isWebConfig, type IdentityProviderName, type WebConfig } from '#contract/webConfig';

export type { IdentityProviderName, WebConfig };

let pending: Promise<WebConfig> | null = null;

/** Fetches /config.json once; later calls share the same promise (a failed fetch is retried next call). */
export function loadConfig(): Promise<WebConfig> {
  pending ??= fetch(WEB_CONFIG_PATH, { cache: 'no-store' })
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
  return !!config?.oauthUrl && !!config.identityProviders?.includes(provider);
}
