/**
 * The security headers of every web response, defined once: the CloudFront
 * response-headers policy (lib/web.ts) and the local web server
 * (bin/local/webServer.ts) both build theirs from this, so every browser
 * test runs under the headers users get.
 *
 * Plain data, no CDK imports: the local runtime imports it too.
 */

export interface SecurityHeaderOptions {
  /**
   * Origins besides our own that the app may fetch from: Cognito's (in AWS
   * `https://cognito-idp.<region>.amazonaws.com`, plus the hosted domain when
   * social sign-in is configured; locally the Cognito stand-in's URL).
   */
  connectOrigins: readonly string[];
  /**
   * Origins the app may embed in a frame: only the user-testing Google
   * Form's origin when one is configured (Beta feedback); none otherwise.
   */
  frameOrigins?: readonly string[];
  /**
   * Only for the local development server (`npm run dev`): Vite's React
   * refresh preamble is an inline script. Never set for a built app.
   */
  allowInlineScriptForDevServer?: boolean;
}

/** HSTS lifetime: two years, the preload list's expectation. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * The Content-Security-Policy directives, in order.
 * - script-src 'self': only our built bundles; no inline script, no eval.
 * - style-src 'unsafe-inline': Chakra UI (through Emotion) writes its styles
 *   into <style> tags at run time, with no nonce a static S3 site could
 *   carry (docs/decisions.md). Styles cannot run script.
 * - img-src 'self' blob:: our own pictures only (QR codes are drawn on a canvas,
 *   and their download is a data: link, which img-src does not govern); blob:
 *   for images the page itself drew, such as the vouch share card, which is
 *   shown from a canvas.toBlob URL (a blob: URL can only be made by a script
 *   of this origin, so it admits nothing from elsewhere).
 * - connect-src: our own origin (the API is /api on it) and Cognito only.
 * - frame-src: the configured Google Form's origin only, else 'none'.
 * - frame-ancestors 'none': nobody may frame the app (clickjacking).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(options.allowInlineScriptForDevServer ? ["'unsafe-inline'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...options.connectOrigins],
    ['frame-src', ...(options.frameOrigins?.length ? options.frameOrigins : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

/** Browser features the app never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every header, lower-case names, as the local web server sends them. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
