import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, for the sign-on tests and
 * the end-to-end spec: its own login and consent pages (the library's development interactions:
 * any login name with any password signs in as the account of that name), PKCE, signed ID tokens.
 */

export interface TestAccount {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  groups?: string[];
}

export interface TestClient {
  client_id: string;
  client_secret?: string;
  redirect_uris: string[];
}

export interface TestProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  stop(): Promise<void>;
}

export async function startOidcProvider(clients: TestClient[], accounts: Record<string, TestAccount> = {}): Promise<TestProvider> {
  const known = new Map(Object.entries(accounts));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: c.client_secret ? 'client_secret_basic' : 'none',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'groups'] },
    pkce: { required: () => true },
    cookies: { keys: ['sign-on tests only'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = known.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  // The library warns about development-only settings on every start: these are tests.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return {
    issuer,
    accounts: known,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a browser does at the provider: follows its redirects, signs in on its login page as
 * `login`, grants consent, and stops at the first address outside the provider (the redirect
 * URI with `code` and `state`, or an `error`).
 */
export async function authorizeAtProvider(url: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(url).origin;
  let next = new URL(url);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ?? undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = null;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      if (next.origin !== origin) return next;
      continue;
    }
    const page: string = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at the provider (${response.status}): ${page.slice(0, 300)}`);
    next = new URL(action.replace(/&amp;/g, '&'), next);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt });
  }
  throw new Error('too many steps at the provider');
}
