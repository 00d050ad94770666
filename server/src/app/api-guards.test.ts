import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer } from '../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../test/factories.ts';
import { sql } from 'drizzle-orm';
import { translator } from '../core/i18n/index.ts';
import { withTenant } from '../core/transaction.ts';

let server: TestServer;
let tenant: Tenant;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  token = (await buildSignedInUser(tenant)).token;
});
afterAll(() => server.stop());

/** Every error body a client receives: no stack frames, no SQL, no database messages. */
function expectNothingInternal(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|\n\s+at /);
  expect(text).not.toMatch(/\bSELECT\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|\bFROM "?\w+"?\s+WHERE\b/i);
  expect(text).not.toMatch(/node_modules|\/src\/|\.ts:\d+|syntax error at|violates|relation "|invalid input syntax|postgres/i);
}

/** A raw POST to /graphql, to send what the harness's client never would. */
async function postGraphQL(body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'x-incubator': tenant.slug, ...headers }, body });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // left null: some refusals need not be JSON
  }
  return { status: response.status, text, json };
}

const typename = JSON.stringify({ query: '{ __typename }' });

describe('CSRF: /graphql takes only requests a cross-site form cannot make', () => {
  it('accepts a JSON POST with the preflight header (control)', async () => {
    const answer = await postGraphQL(typename, { 'content-type': 'application/json', 'apollo-require-preflight': 'true' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a JSON POST without the preflight header with 400 and no data', async () => {
    const answer = await postGraphQL(typename, { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors[0].message).toBe(translator('en')('errors.csrf'));
    expectNothingInternal(answer.json);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', `query=${encodeURIComponent('{ __typename }')}`],
    ['plain text', 'text/plain', typename],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n'],
  ])('refuses a simple %s POST (no preflight header) with 400 and no data', async (_label, contentType, body) => {
    const answer = await postGraphQL(body, { 'content-type': contentType });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('"data"');
    expectNothingInternal(answer.text);
  });

  it('gives no data to a form-encoded POST even with the preflight header', async () => {
    const answer = await postGraphQL(`query=${encodeURIComponent('{ __typename }')}`, { 'content-type': 'application/x-www-form-urlencoded', 'apollo-require-preflight': 'true' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain('Query');
    expectNothingInternal(answer.text);
  });

  it('refuses a GET without the preflight header', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'x-incubator': tenant.slug } });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('"data"');
  });
});

describe('query limits', () => {
  /** setUp's menu entries nest without end: `levels` subMenu levels below sitemap. */
  const nestedMenu = (levels: number) => `{ setUp { sitemap { ${'subMenu { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;

  it('answers a moderately nested query (control)', async () => {
    const answer = await gql(server, nestedMenu(9), {}, { tenant: tenant.slug, token });
    expect(answer.errors).toBeUndefined();
    expect(Array.isArray(answer.data?.setUp.sitemap)).toBe(true);
  });

  it('counts the depth of fields, not of the fragments that name them', async () => {
    const fragments = Array.from({ length: 8 }, (_v, i) => `fragment F${i} on MenuEntry { name ${i < 7 ? `...F${i + 1}` : ''} }`).join(' ');
    const answer = await gql(server, `{ setUp { sitemap { subMenu { ...F0 } } } } ${fragments}`, {}, { tenant: tenant.slug, token });
    expect(answer.errors).toBeUndefined();
    const spread = await gql(
      server,
      `{ setUp { sitemap { ...Deep } } } fragment Deep on MenuEntry { ${'subMenu { '.repeat(12)}name${' }'.repeat(12)} }`,
      {},
      { tenant: tenant.slug, token },
    );
    expect(spread.errors?.[0].message).toMatch(/depth limit/i);
  });

  it('refuses a query nested deeper than the limit with an error and no data', async () => {
    const answer = await gql(server, nestedMenu(12), {}, { tenant: tenant.slug, token });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/depth limit/i);
    expectNothingInternal(answer.errors);
  });

  it('refuses too many aliases with an error and no data', async () => {
    const aliased = (count: number) => `{ ${Array.from({ length: count }, (_v, i) => `a${i}: currentUser { _id }`).join(' ')} }`;
    const answer = await gql(server, aliased(16), {}, { tenant: tenant.slug, token });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/aliases limit/i);

    const few = await gql(server, aliased(5), {}, { tenant: tenant.slug, token });
    expect(few.errors).toBeUndefined();
    expect(Object.keys(few.data ?? {})).toHaveLength(5);
  });
});

describe('unknown tenant', () => {
  it('answers INCUBATOR_NOT_FOUND in GraphQL', async () => {
    const answer = await gql(server, '{ publicIncubator { _id name } }', {}, { tenant: 'nope' });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('INCUBATOR_NOT_FOUND');
    expect(answer.errors?.[0].message).toBe(translator('en')('errors.incubatorNotFound'));
  });

  it('answers 404 with INCUBATOR_NOT_FOUND in REST', async () => {
    const answer = await rest(server, 'POST', '/auth/local', { email: 'someone@example.test', password: 'whatever it is' }, { tenant: 'nope' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'INCUBATOR_NOT_FOUND', message: translator('en')('errors.incubatorNotFound') });
    const reset = await rest(server, 'POST', '/api/users/sendresetpassword', { email: 'someone@example.test' }, { tenant: 'nope' });
    expect(reset.status).toBe(404);
    expect(reset.body.code).toBe('INCUBATOR_NOT_FOUND');
  });
});

describe('translated errors', () => {
  it('answers GraphQL errors in the language the request asks for', async () => {
    const en = await gql(server, '{ currentUser { _id } }', {}, { tenant: tenant.slug, language: 'en' });
    const de = await gql(server, '{ currentUser { _id } }', {}, { tenant: tenant.slug, language: 'de-DE,de;q=0.9,en;q=0.5' });
    expect(en.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(de.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(en.errors?.[0].message).toBe(translator('en')('errors.authenticationRequired'));
    expect(de.errors?.[0].message).toBe(translator('de')('errors.authenticationRequired'));
    expect(de.errors?.[0].message).not.toBe(en.errors?.[0].message);

    const unknownTenant = await gql(server, '{ publicIncubator { _id } }', {}, { tenant: 'nope', language: 'de' });
    expect(unknownTenant.errors?.[0].message).toBe(translator('de')('errors.incubatorNotFound'));
  });

  it('answers REST errors in the language the request asks for', async () => {
    const en = await rest(server, 'POST', '/auth/local', { email: 'not-an-address', password: 'x' }, { tenant: tenant.slug, language: 'en' });
    const de = await rest(server, 'POST', '/auth/local', { email: 'not-an-address', password: 'x' }, { tenant: tenant.slug, language: 'de' });
    expect(en.status).toBe(400);
    expect(de.status).toBe(400);
    expect(de.body.fields[0].message).toBe(translator('de')('validation.email', { field: 'E-Mail' }));
    expect(de.body.message).not.toBe(en.body.message);
    const csrf = await postGraphQL(typename, { 'content-type': 'application/json', 'accept-language': 'de' });
    expect(csrf.json.errors[0].message).toBe(translator('de')('errors.csrf'));
  });
});

describe('health', () => {
  it('GET /api/health answers ok, with the database and live events each ok', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', live: 'ok' });
  });
});

describe('no internals in error answers', () => {
  it('answers a REST body that is not JSON with 400 and a clear, translated message', async () => {
    const send = (language: string) =>
      fetch(`${server.url}/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-incubator': tenant.slug, 'accept-language': language },
        body: '{"email": "a@b.test", "password": ',
      });
    const response = await send('en');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe(translator('en')('errors.malformedBody'));
    expect(body.message).toMatch(/JSON/);
    expectNothingInternal(body);
    const de = await (await send('de')).json();
    expect(de.message).toBe(translator('de')('errors.malformedBody'));
  });

  it('answers a GraphQL body that is not JSON with an error and no internals', async () => {
    const answer = await postGraphQL('{"query": "{ __typename ', { 'content-type': 'application/json', 'apollo-require-preflight': 'true' });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('"data"');
    expectNothingInternal(answer.text);
  });

  it('answers a GraphQL syntax error and an unknown field without internals', async () => {
    const syntax = await gql(server, '{ currentUser { _id ', {}, { tenant: tenant.slug, token });
    expect(syntax.errors?.length).toBeGreaterThan(0);
    expectNothingInternal(syntax);
    const unknownField = await gql(server, '{ currentUser { passwordHash } }', {}, { tenant: tenant.slug, token });
    expect(unknownField.data ?? null).toBeNull();
    expectNothingInternal(unknownField);
  });

  it('answers a request the database cannot store with a clear error, not a database message', async () => {
    const answer = await rest(server, 'PUT', '/user', { firstName: 'nul\u0000byte' }, { tenant: tenant.slug, token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expectNothingInternal(answer.body);
  });

  it('answers an unexpected failure with a generic, translated message and a request id only', async () => {
    // A tenant of its own whose stored role is corrupt: reading the viewer's permissions then fails
    // in a way no resolver expects.
    const broken = await buildTenant(server);
    const person = await buildSignedInUser(broken);
    await withTenant(server.services.pool, broken.incubator.id, (db) => db.execute(sql`UPDATE roles SET permissions = '"corrupt"'::jsonb WHERE id = ${person.user.roleId}`));

    const answer = await gql(server, '{ userPermissions { key permissionCriteria } }', {}, { tenant: broken.slug, token: person.token, language: 'de' });
    expect(answer.data ?? null).toBeNull();
    const error = answer.errors?.[0];
    expect(error?.extensions).toEqual({ code: 'INTERNAL', requestId: expect.any(String) });
    expect(error?.message).toBe(translator('de')('errors.internal', { requestId: error?.extensions?.requestId }));
    expect(JSON.stringify(answer)).not.toMatch(/TypeError|is not a function|corrupt/);
    expectNothingInternal(answer);
  });

  it('answers an unknown API path with a 404 without internals', async () => {
    const answer = await rest(server, 'GET', '/api/does-not-exist', undefined, { tenant: tenant.slug });
    expect(answer.status).toBe(404);
    expectNothingInternal(answer.body);
  });
});

describe('introspection', () => {
  const introspect = '{ __schema { types { name } } }';

  it('is refused by a server started with the default settings, allowed with GRAPHQL_INTROSPECTION=1 or while developing', async () => {
    const closed = await startTestServer();
    const open = await startTestServer({ GRAPHQL_INTROSPECTION: '1' });
    const developing = await startTestServer({ NODE_ENV: 'development' });
    try {
      const [closedTenant, openTenant, developingTenant] = await Promise.all([buildTenant(closed), buildTenant(open), buildTenant(developing)]);
      const refused = await gql(closed, introspect, {}, { tenant: closedTenant.slug });
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0].message).toMatch(/introspection/i);
      // Ordinary queries still work on the closed server.
      expect((await gql(closed, '{ __typename }', {}, { tenant: closedTenant.slug })).data).toEqual({ __typename: 'Query' });

      for (const [server, tenant] of [
        [open, openTenant],
        [developing, developingTenant],
      ] as const) {
        const allowed = await gql(server, introspect, {}, { tenant: tenant.slug });
        expect(allowed.errors).toBeUndefined();
        expect(allowed.data?.__schema.types.map((t: { name: string }) => t.name)).toContain('User');
      }
    } finally {
      await Promise.all([closed.stop(), open.stop(), developing.stop()]);
    }
  });
});
