import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlags } from '../startups/test-support.ts';
import { printRootFieldModules, ROOT_FIELDS_FILE } from './root-field-sources.ts';

const CREATE = `mutation Create($name: String!, $scopes: [String!]!, $expiresAt: String, $organisation: Boolean) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, organisation: $organisation) { token apiToken { _id name prefix scopes organisation lastUsedAt } } }`;
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiToken(id: $id) }';
const LIST = '{ apiTokens { _id name organisation current lastUsedAt } }';
const STARTUPS = '{ startups { totalCount } }';
const TASKS = '{ myTasksPaginated { totalCount } }';
const CREATE_STARTUP = 'mutation S($data: StartupInput!) { createStartup(data: $data) { _id name } }';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_SEND_INTERVAL_MS: '0' });
  tenant = await buildTenant(server, { plan: 'enterprise' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server?.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;

async function makeToken(scopes: string[], by = admin.token, extra: Record<string, unknown> = {}, on: Tenant = tenant) {
  const answer = await call(CREATE, { name: 'Reporting', scopes, ...extra }, by, on);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.createApiToken as { token: string; apiToken: { _id: string; prefix: string } };
}

describe('API tokens', () => {
  it('are shown once and kept only as a hash', async () => {
    const { token, apiToken } = await makeToken(['read:startups']);
    expect(token).toMatch(/^sbd_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.apiTokens).where(eq(schema.apiTokens.id, apiToken._id)));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('read their scopes and nothing else; mutations need write', async () => {
    const { token, apiToken } = await makeToken(['read:startups']);
    const read = await call(STARTUPS, {}, token);
    expect(read.errors).toBeUndefined();
    expect(read.data.startups.totalCount).toBeGreaterThanOrEqual(0);
    // Who the token is stays open to every token.
    expect((await call('{ currentUser { _id } }', {}, token)).data.currentUser._id).toBe(admin.user.id);

    const otherArea = await call(TASKS, {}, token);
    expect(otherArea.status).toBe(200);
    expect(codeOf(otherArea)).toBe('FORBIDDEN');
    expect(otherArea.errors?.[0].message).toContain('myTasksPaginated');

    const write = await call(CREATE_STARTUP, { data: { name: 'Through the API' } }, token);
    expect(codeOf(write)).toBe('FORBIDDEN');

    const writer = await makeToken(['write:startups', 'read:startups']);
    const made = await call(CREATE_STARTUP, { data: { name: 'Through the API' } }, writer.token);
    expect(made.errors).toBeUndefined();

    // A fragment at the top level does not hide a field from the check.
    const hidden = await call('query Q { ...F } fragment F on Query { myTasksPaginated { totalCount } }', {}, token);
    expect(codeOf(hidden)).toBe('FORBIDDEN');

    const list = await call(LIST, {}, admin.token);
    expect(list.data.apiTokens.find((t: { _id: string }) => t._id === apiToken._id).lastUsedAt).toEqual(expect.any(String));
  });

  it('never reach the account and sign-in parts, nor make tokens', async () => {
    const { token } = await makeToken(['read:*', 'write:*']);
    expect(codeOf(await call('mutation { logoutOtherSessions }', {}, token))).toBe('FORBIDDEN');
    expect(codeOf(await call(CREATE, { name: 'Child', scopes: ['read:*'] }, token))).toBe('FORBIDDEN');
    expect((await call(STARTUPS, {}, token)).errors).toBeUndefined();
  });

  it("keep the person's own permissions under the scopes", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const own = await makeToken(['read:*'], coach.token);
    expect(codeOf(await call('{ activityFeed(limit: 1) { results { _id } } }', {}, own.token))).toBe('FORBIDDEN');
    const admins = await makeToken(['read:organisation']);
    expect((await call('{ activityFeed(limit: 1) { results { _id } } }', {}, admins.token)).errors).toBeUndefined();
  });

  it('stop when revoked or expired, and at another tenant', async () => {
    const { token, apiToken } = await makeToken(['read:startups']);
    expect((await call(REVOKE, { id: apiToken._id }, admin.token)).data.revokeApiToken).toBe(true);
    const revoked = await call(STARTUPS, {}, token);
    expect(codeOf(revoked)).toBe('AUTHENTICATION_REQUIRED');

    const later = await makeToken(['read:startups'], admin.token, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await call(STARTUPS, {}, later.token)).errors).toBeUndefined();
    await changeAsOwner(server, "UPDATE api_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1", [later.apiToken._id]);
    expect(codeOf(await call(STARTUPS, {}, later.token))).toBe('AUTHENTICATION_REQUIRED');

    const other = await buildTenant(server, { plan: 'enterprise' });
    const live = await makeToken(['read:startups']);
    expect(codeOf(await call(STARTUPS, {}, live.token, other))).toBe('AUTHENTICATION_REQUIRED');
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    expect(codeOf(await call(REVOKE, { id: live.apiToken._id }, stranger.token, other))).toBe('NOT_FOUND');
    expect(codeOf(await call(REVOKE, { id: 'not-an-id' }, admin.token))).toBe('NOT_FOUND');
  });

  it('answer 429 with Retry-After beyond the rate', async () => {
    const { token, apiToken } = await makeToken(['read:startups']);
    await changeAsOwner(server, 'UPDATE api_tokens SET rate_window_start = to_timestamp(floor(extract(epoch from now()) / 300) * 300), rate_count = 600 WHERE id = $1', [
      apiToken._id,
    ]);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-incubator': tenant.slug, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: STARTUPS }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('need the plan: publicApi off refuses making and using them', async () => {
    const on = await buildTenant(server, { plan: 'enterprise' });
    const owner = await buildSignedInUser(on, { roleType: 'admin' });
    const { token } = await makeToken(['read:startups'], owner.token, {}, on);
    await setFlags(server, on, { publicApi: false });
    expect(codeOf(await call(STARTUPS, {}, token, on))).toBe('FEATURE_DISABLED');
    expect(codeOf(await call(CREATE, { name: 'x', scopes: ['read:startups'] }, owner.token, on))).toBe('FEATURE_DISABLED');
  });

  it('of the organisation are made by admins and stop when their maker is no longer one', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect(codeOf(await call(CREATE, { name: 'Org', scopes: ['read:startups'], organisation: true }, staff.token))).toBe('FORBIDDEN');
    const maker = await buildSignedInUser(tenant, { roleType: 'admin' });
    const { token, apiToken } = await makeToken(['read:startups'], maker.token, { organisation: true });
    expect(apiToken).toMatchObject({ organisation: true });
    expect((await call(STARTUPS, {}, token)).errors).toBeUndefined();
    // Every admin sees and may revoke it; the staff member does not see it.
    expect((await call(LIST, {}, admin.token)).data.apiTokens.map((t: { _id: string }) => t._id)).toContain(apiToken._id);
    expect((await call(LIST, {}, staff.token)).data.apiTokens).toEqual([]);
    await changeAsOwner(server, "UPDATE users SET role_id = (SELECT id FROM roles WHERE incubator_id = $1 AND type = 'staff' AND is_default) WHERE id = $2", [
      tenant.incubator.id,
      maker.user.id,
    ]);
    expect(codeOf(await call(STARTUPS, {}, token))).toBe('FORBIDDEN');
  });

  it('refuse bad input with field errors and write nothing', async () => {
    const before = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.apiTokens));
    const fieldsOf = async (variables: Record<string, unknown>) => {
      const answer = await call(CREATE, variables, admin.token);
      expect(codeOf(answer)).toBe('VALIDATION_ERROR');
      return answer.errors?.[0].extensions?.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldsOf({ name: 'x', scopes: [] })).toEqual(['scopes']);
    expect(await fieldsOf({ name: 'x', scopes: ['read:nowhere'] })).toEqual(['scopes.0']);
    expect(await fieldsOf({ name: ' ', scopes: ['read:startups'] })).toEqual(['name']);
    expect(await fieldsOf({ name: 'x', scopes: ['read:startups'], expiresAt: '2001-01-01T00:00:00.000Z' })).toEqual(['expiresAt']);
    const after = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.apiTokens));
    expect(after).toHaveLength(before.length);
  });

  it('publish the SDL at /api/schema.graphql', async () => {
    const response = await fetch(`${server.url}/api/schema.graphql`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('createApiToken(');
  });

  it('know the module of every root field (npm run schema --workspace server rewrites the map)', () => {
    expect(readFileSync(ROOT_FIELDS_FILE, 'utf8')).toBe(printRootFieldModules());
  });
});
