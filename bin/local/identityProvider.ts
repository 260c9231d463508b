/**
 * Local Google and LinkedIn: one OpenID Connect provider (oauth2-mock-server
 * signs real ID tokens and serves discovery and JWKS) behind an account
 * chooser, so signing in with Google or LinkedIn works with no internet.
 * The local hosted UI (hostedUi.ts) sends people here exactly as Cognito's
 * sends them to accounts.google.com: /authorize shows the chooser (the demo
 * identities of that provider, or any name and e-mail under 'Use another
 * account'), then the mock server issues a code whose ID token names the
 * chosen person.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { localUrl } from './handlerEnv';
import { listen, type RunningServer } from './http';

export type LocalProvider = 'Google' | 'LinkedIn';

/** The client id each provider knows the local hosted UI by (Cognito's identity provider settings on AWS). */
export const PROVIDER_CLIENT_IDS: Record<LocalProvider, string> = { Google: 'local-google-client', LinkedIn: 'local-linkedin-client' };

export interface Identity {
  email: string;
  name: string;
}

/** People with a Google or LinkedIn account and no Vouched account: sign up with an invite code, or meet 'Account Required'. */
export const DEMO_IDENTITIES: Record<LocalProvider, Identity[]> = {
  Google: [
    { name: 'Nadia Rahman', email: 'nadia.rahman@example.com' },
    { name: 'Theo Park', email: 'theo.park@example.com' },
  ],
  LinkedIn: [
    { name: 'Inès Laurent', email: 'ines.laurent@example.com' },
    { name: 'Kwame Mensah', email: 'kwame.mensah@example.com' },
  ],
};

const MAX_FIELD = 320;

/** A stable subject per provider and person, as a provider's account id is. */
function subjectOf(provider: string, email: string): string {
  return createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21);
}

function providerOfClient(clientId: string | null): LocalProvider | undefined {
  return (Object.keys(PROVIDER_CLIENT_IDS) as LocalProvider[]).find((provider) => PROVIDER_CLIENT_IDS[provider] === clientId);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function chooserPage(provider: LocalProvider, query: URLSearchParams): string {
  const carried = [...query.entries()].filter(([key]) => key !== 'login_hint' && key !== 'name');
  const hidden = carried.map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`).join('');
  const accounts = DEMO_IDENTITIES[provider]
    .map((identity) => {
      const link = new URLSearchParams([...carried, ['login_hint', identity.email], ['name', identity.name]]);
      return `<li><a href="/authorize?${escapeHtml(link.toString())}"><strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email)}</span></a></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${provider} (local)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh;color:#202124}
main{box-sizing:border-box;background:#fff;border-radius:12px;padding:32px;width:min(420px,92vw);box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 4px}p{margin:0 0 20px;color:#3c4043}
ul{list-style:none;padding:0;margin:0 0 20px;border-top:1px solid #dadce0}
li a{display:flex;flex-direction:column;padding:12px 8px;border-bottom:1px solid #dadce0;text-decoration:none;color:inherit}
li a:hover,li a:focus{background:#f8f9fa}li span{color:#3c4043;font-size:.9rem}
fieldset{border:1px solid #dadce0;border-radius:8px;padding:12px 16px}label{display:block;margin:8px 0 4px}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #80868b;border-radius:4px;font:inherit}
button{margin-top:12px;background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:8px 16px;font:inherit;cursor:pointer}
small{display:block;margin-top:16px;color:#3c4043}
</style></head><body><main>
<h1>Choose an account</h1><p>to continue to Vouched with ${provider}</p>
<ul>${accounts}</ul>
<form method="get" action="/authorize"><fieldset><legend>Use another account</legend>${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" required maxlength="100" autocomplete="name">
<label for="login_hint">Email</label><input id="login_hint" name="login_hint" type="email" required maxlength="254" autocomplete="email">
<button type="submit">Continue</button></fieldset></form>
<small>Local stand-in for ${provider}: no password, no internet. On AWS this is ${provider}'s own sign-in.</small>
</main></body></html>`;
}

export async function startIdentityProvider(port: number): Promise<RunningServer> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  oauth.issuer.url = localUrl(port);
  /** The person each issued code names, until the hosted UI exchanges it. */
  const personOfCode = new Map<string, Identity & { provider: LocalProvider }>();

  oauth.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: http.IncomingMessage & { query: Record<string, unknown> }) => {
    const code = redirect.url.searchParams.get('code');
    const provider = providerOfClient(typeof req.query.client_id === 'string' ? req.query.client_id : null);
    const email = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim().slice(0, MAX_FIELD) : '';
    const name = typeof req.query.name === 'string' ? req.query.name.trim().slice(0, MAX_FIELD) : '';
    if (code && provider && email) personOfCode.set(code, { provider, email, name });
  });
  oauth.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: http.IncomingMessage & { body?: Record<string, unknown> }) => {
      const code = typeof req.body?.code === 'string' ? req.body.code : undefined;
      const person = code ? personOfCode.get(code) : undefined;
      if (!person) return;
      Object.assign(token.payload, {
        sub: subjectOf(person.provider, person.email),
        email: person.email,
        email_verified: true,
        ...(person.name ? { name: person.name } : {}),
      });
    },
  );
  oauth.service.on('beforeResponse', (_response: unknown, req: http.IncomingMessage & { body?: Record<string, unknown> }) => {
    if (typeof req.body?.code === 'string') personOfCode.delete(req.body.code);
  });

  const app = oauth.service.requestHandler;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', localUrl(port));
    const provider = providerOfClient(url.searchParams.get('client_id'));
    // Without a chosen person the provider asks who is signing in, as Google's account chooser does.
    if (req.method === 'GET' && url.pathname === '/authorize' && provider && !url.searchParams.get('login_hint')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(chooserPage(provider, url.searchParams));
      return;
    }
    app(req, res);
  });
  return listen(server, port);
}
