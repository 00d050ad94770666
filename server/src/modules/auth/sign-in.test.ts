import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildTenant, buildUser, signIn, PASSWORD, type Tenant } from '../../../test/factories.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const me = '{ currentUser { _id email fullName status role { type } } }';

describe('POST /auth/local', () => {
  it('answers a token and the user for the right pair, and the token signs requests in', async () => {
    const person = await buildUser(tenant, { roleType: 'coach', firstName: 'Ada' });
    const answer = await rest(server, 'POST', '/auth/local', { email: person.email.toUpperCase(), password: PASSWORD, incubator: tenant.slug }, { tenant: tenant.slug });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ _id: person.user.id, email: person.email, fullName: 'Ada coach' });
    expect(answer.body.token.length).toBeGreaterThanOrEqual(22);
    const current = await gql(server, me, {}, { tenant: tenant.slug, token: answer.body.token });
    expect(current.data.currentUser).toMatchObject({ _id: person.user.id, role: { type: 'coach' } });
  });

  it('gives a new token at every sign-in', async () => {
    const person = await buildUser(tenant);
    expect(await signIn(tenant, person)).not.toBe(await signIn(tenant, person));
  });

  it('refuses a wrong password with 401 and a translated message', async () => {
    const person = await buildUser(tenant);
    const en = await rest(server, 'POST', '/auth/local', { email: person.email, password: 'wrong password!' }, { tenant: tenant.slug });
    expect(en).toMatchObject({ status: 401, body: { message: 'The email or password is incorrect.' } });
    const fr = await rest(server, 'POST', '/auth/local', { email: 'nobody@example.test', password: 'wrong password!' }, { tenant: tenant.slug, language: 'fr' });
    expect(fr.status).toBe(401);
    expect(fr.body.message).not.toBe(en.body.message);
  });

  it('refuses bad input with a validation error', async () => {
    const answer = await rest(server, 'POST', '/auth/local', { email: 'not-an-address', password: '' }, { tenant: tenant.slug });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
  });

  it.each(['deleted', 'deny', 'archived'])('refuses a %s user even with the right password', async (status) => {
    const person = await buildUser(tenant, { status });
    const answer = await rest(server, 'POST', '/auth/local', { email: person.email, password: PASSWORD }, { tenant: tenant.slug });
    expect(answer.status).toBe(401);
  });

  it('does not sign a user of one tenant into another', async () => {
    const other = await buildTenant(server);
    const person = await buildUser(tenant);
    const answer = await rest(server, 'POST', '/auth/local', { email: person.email, password: PASSWORD }, { tenant: other.slug });
    expect(answer.status).toBe(401);
  });

  it('limits failed sign-ins per account (429) and a success resets the count', async () => {
    const person = await buildUser(tenant);
    const attempt = (password: string) => rest(server, 'POST', '/auth/local', { email: person.email, password }, { tenant: tenant.slug, headers: { 'x-forwarded-for': '10.0.0.1' } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong password!')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200); // resets
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password!')).status).toBe(401);
    const limited = await attempt(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Try again in \d+ minutes/);
  });
});

describe('signed-in requests', () => {
  it('ends for a user who is deleted meanwhile: AUTHENTICATION_REQUIRED', async () => {
    const person = await buildUser(tenant);
    const token = await signIn(tenant, person);
    await server.services.pool.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [person.user.id]);
    const answer = await gql(server, me, {}, { tenant: tenant.slug, token });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(answer.errors?.[0].extensions?.name).toBe('AuthenticationRequiredError');
  });

  it('answers AUTHENTICATION_REQUIRED without a token', async () => {
    const answer = await gql(server, me, {}, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
