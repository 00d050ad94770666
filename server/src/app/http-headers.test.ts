import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { startTestServer, gql, type TestServer } from '../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../test/factories.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const port = (on: TestServer) => new URL(on.url).port;
const tenantOrigin = (on: Tenant) => `http://${on.slug}.localhost:${port(on.server)}`;
const typename = JSON.stringify({ query: '{ __typename }' });

function postGraphQL(on: TestServer, body: string, headers: Record<string, string>) {
  return fetch(`${on.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers }, body });
}

describe('Content-Security-Policy on API answers', () => {
  it('forbids every source and every frame on REST and GraphQL answers', async () => {
    const strict = "default-src 'none'; frame-ancestors 'none'";
    expect((await fetch(`${server.url}/api/health`)).headers.get('content-security-policy')).toBe(strict);
    expect((await postGraphQL(server, typename, { 'x-incubator': tenant.slug })).headers.get('content-security-policy')).toBe(strict);
    const refused = await fetch(`${server.url}/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-incubator': tenant.slug }, body: '{}' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-security-policy')).toBe(strict);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = 'max-age=31536000; includeSubDomains';

  it('is absent on plain http, and when an untrusted client claims https', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    const claimed = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent when a trusted proxy (TRUST_PROXY=1) says the request came over https, and only then', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const overTls = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers.get('strict-transport-security')).toBe(hsts);
      const overHttp = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.stop();
    }
  });
});

describe('CORS on /graphql', () => {
  /** A browser's preflight to the tenant's own address (fetch may not name the host; node:http may). */
  const preflight = (origin: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port: port(server),
        path: '/graphql',
        method: 'OPTIONS',
        headers: {
          host: `${tenant.slug}.localhost:${port(server)}`,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization, apollo-require-preflight',
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      });
      request.on('error', reject);
      request.end();
    });
  const header = (response: http.IncomingMessage, name: string) => response.headers[name] ?? null;

  it("lets the tenant's own origin call the API, without credentials", async () => {
    const allowed = await preflight(tenantOrigin(tenant));
    expect(header(allowed, 'access-control-allow-origin')).toBe(tenantOrigin(tenant));
    expect(header(allowed, 'access-control-allow-credentials')).toBeNull();
    expect(header(allowed, 'vary')).toMatch(/Origin/);

    const answer = await postGraphQL(server, typename, { 'x-incubator': tenant.slug, origin: tenantOrigin(tenant) });
    expect(answer.headers.get('access-control-allow-origin')).toBe(tenantOrigin(tenant));
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it.each([
    ['a foreign site', 'https://evil.example'],
    ['a look-alike of the tenant', 'http://localhost.evil.example'],
    ['the null origin of a sandboxed page', 'null'],
  ])('gives %s no access, before and with the request', async (_label, origin) => {
    const refused = await preflight(origin);
    expect(refused.statusCode).toBeLessThan(500);
    expect(header(refused, 'access-control-allow-origin')).toBeNull();
    expect(header(refused, 'access-control-allow-credentials')).toBeNull();
    const answer = await postGraphQL(server, typename, { 'x-incubator': tenant.slug, origin, authorization: `Bearer ${(await buildSignedInUser(tenant)).token}` });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("gives another tenant's origin no access to this tenant", async () => {
    const refused = await preflight(tenantOrigin(otherTenant));
    expect(header(refused, 'access-control-allow-origin')).toBeNull();
    const answer = await postGraphQL(server, typename, { 'x-incubator': tenant.slug, origin: tenantOrigin(otherTenant) });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('enum suggestions', () => {
  const layout = (screen: string) => `{ layoutCustomization(screen: ${screen}) { screen } }`;
  const layoutByVariable = 'query Layout($screen: LayoutScreen!) { layoutCustomization(screen: $screen) { screen } }';

  it('are not given in production, for a literal or a variable', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', BASE_URL: 'http://localhost:1' });
    try {
      const on = await buildTenant(production);
      const literal = await gql(production, layout('LOGNI'), {}, { tenant: on.slug });
      const variable = await gql(production, layoutByVariable, { screen: 'LOGNI' }, { tenant: on.slug });
      for (const answer of [literal, variable]) {
        expect(answer.data ?? null).toBeNull();
        expect(answer.errors?.[0].message).toMatch(/"LOGNI" does not exist in "LayoutScreen" enum/);
        expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean|LOGIN/);
      }
      // A correct value still answers.
      expect((await gql(production, layout('LOGIN'), {}, { tenant: on.slug })).data).toEqual({ layoutCustomization: { screen: 'LOGIN' } });
    } finally {
      await production.stop();
    }
  });
});

describe('a JSON body over the limit', () => {
  const expected: Record<(typeof LANGUAGES)[number], string> = {
    ar: 'الطلب كبير جدًا: الحد الأقصى هو 1 ميغابايت.',
    de: 'Die Anfrage ist zu groß: Die Obergrenze liegt bei 1 MB.',
    en: 'The request is too large: the limit is 1 MB.',
    es: 'La solicitud es demasiado grande: el límite es de 1 MB.',
    fr: 'La requête est trop volumineuse : la limite est de 1 Mo.',
    ko: '요청이 너무 큽니다. 최대 1MB까지 보낼 수 있습니다.',
    pt: 'O pedido é grande demais: o limite é de 1 MB.',
    tr: 'İstek çok büyük: sınır 1 MB.',
    uk: 'Запит завеликий: максимальний розмір — 1 МБ.',
  };
  const oversized = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1024 * 1024) } });

  it.each(LANGUAGES.map((language) => [language]))('is told the request limit, not the file limit (%s)', async (language) => {
    const answer = await postGraphQL(server, oversized, { 'x-incubator': tenant.slug, 'accept-language': language });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expected[language] });
  });

  it('is told the same on a REST route', async () => {
    const answer = await fetch(`${server.url}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-incubator': tenant.slug },
      body: JSON.stringify({ email: 'someone@example.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe(expected.en);
  });
});
