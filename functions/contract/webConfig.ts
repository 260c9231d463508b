/**
 * The runtime configuration the web app fetches once at start. In AWS the
 * CDK stack writes it into the web bucket (lib/web.ts); locally the API
 * server answers it (bin/local/apiServer.ts); the app reads it
 * (web/src/lib/config.ts). Nothing about the environment is baked into the
 * build, so one build runs anywhere. Its path and shape are stated here
 * only.
 */
export const WEB_CONFIG_PATH = '/config.json';
/** The object key of WEB_CONFIG_PATH in the web bucket. */
export const WEB_CONFIG_OBJECT_KEY = WEB_CONFIG_PATH.slice(1);

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
  /**
   * The Cognito hosted domain's address for OAuth, with its scheme
   * (https://auth.example.com; locally http://localhost:9229, the hosted UI
   * stand-in); needed with identityProviders.
   */
  oauthUrl?: string;
  /** The embedded user-testing Google Form (Beta feedback); absent: the tab says it is not configured. */
  googleFormUrl?: string;
  /**
   * The WebSocket endpoint that pushes new notifications to a member's open
   * pages (API Gateway WebSocket API; locally bin/local/notificationSocket.ts).
   * Absent: the bell reads its list every 30 s instead.
   */
  notificationsSocketUrl?: string;
}

/** The fields the app cannot start without. */
export function isWebConfig(value: unknown): value is WebConfig {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.region === 'string' && typeof v.userPoolId === 'string' && typeof v.userPoolClientId === 'string';
}
