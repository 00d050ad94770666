import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildTenant, buildUser, signIn, PASSWORD, type Tenant } from '../../../test/factories.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  // Every request of these tests comes from one address: its allowance is wide here so that the
  // tests below see only the account's (the address's limit is tested on a server of its own).
  server = await startTestServer({ SIGNIN_MAX_FAILURES_ADDRESS: '1000' });
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const signInTo = (to: { url: string }, slug: string, body: Record<string, unknown>, language?: string) => rest(to, 'POST', '/auth/local', body, { tenant: slug, language });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

  it('signs in when the request still carries an earlier token', async () => {
    const person = await buildUser(tenant);
    const earlier = await signIn(tenant, person);
    const answer = await rest(server, 'POST', '/auth/local', { email: person.email, password: PASSWORD }, { tenant: tenant.slug, token: earlier });
    expect(answer.status).toBe(200);
    const current = await gql(server, me, {}, { tenant: tenant.slug, token: answer.body.token });
    expect(current.data.currentUser._id).toBe(person.user.id);
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

  it("limits failed sign-ins per account (429) and a success resets the account's count", async () => {
    const person = await buildUser(tenant);
    const attempt = (password: string) =>
      rest(server, 'POST', '/auth/local', { email: person.email, password }, { tenant: tenant.slug, headers: { 'x-forwarded-for': '10.0.0.1' } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong password!')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200); // resets
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password!')).status).toBe(401);
    const limited = await attempt(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Try again in \d+ minutes/);
  });
});

describe('POST /auth/local: the organisation named in the body', () => {
  it('refuses a sign-in meant for another organisation than the address names, with a translated message', async () => {
    const other = await buildTenant(server);
    const person = await buildUser(tenant);
    const en = await signInTo(server, tenant.slug, { email: person.email, password: PASSWORD, incubator: other.slug });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'This sign-in is for another organisation.', fields: [{ field: 'incubator' }] });
    expect(en.body.token).toBeUndefined();
    const fr = await signInTo(server, tenant.slug, { email: person.email, password: PASSWORD, incubator: other.slug }, 'fr');
    expect(fr).toMatchObject({ status: 400, body: { message: 'Cette connexion est destinée à une autre organisation.' } });
  });

  it.each([
    ['its own slug', (slug: string) => ({ incubator: slug })],
    ['its own slug in capitals', (slug: string) => ({ incubator: slug.toUpperCase() })],
    ['null', () => ({ incubator: null })],
    ['nothing', () => ({})],
  ])('signs in when the body names %s', async (_name, named) => {
    const person = await buildUser(tenant);
    const answer = await signInTo(server, tenant.slug, { email: person.email, password: PASSWORD, ...named(tenant.slug) });
    expect(answer.status).toBe(200);
    expect(answer.body.user._id).toBe(person.user.id);
  });
});

describe('POST /auth/local: counting failures', () => {
  it('checks no more guesses than the limit when they arrive all at once', async () => {
    const own = await buildTenant(server);
    const person = await buildUser(own);
    const answers = await Promise.all(Array.from({ length: 50 }, () => signInTo(server, own.slug, { email: person.email, password: 'wrong password!' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
  });

  it('takes as long for an address without an account, or without a password yet, as for a wrong password', async () => {
    const own = await buildTenant(server);
    const known = await Promise.all(Array.from({ length: 15 }, () => buildUser(own)));
    const invited = await Promise.all(Array.from({ length: 15 }, () => buildUser(own, { status: 'pending', password: null })));
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signInTo(server, own.slug, { email, password: 'wrong password!' });
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(401);
      return elapsed;
    };
    await timed('warm-up@example.test');
    const unknown: number[] = [];
    const wrongPassword: number[] = [];
    const noPassword: number[] = [];
    for (let i = 0; i < 15; i++) {
      unknown.push(await timed(`nobody-${i}@example.test`));
      wrongPassword.push(await timed(known[i].email));
      noPassword.push(await timed(invited[i].email));
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.6 * median(wrongPassword));
    expect(median(noPassword)).toBeGreaterThanOrEqual(0.6 * median(wrongPassword));
  });
});

describe('POST /auth/local: the limit per address', () => {
  let strict: TestServer;
  let own: Tenant;

  beforeAll(async () => {
    strict = await startTestServer({ SIGNIN_MAX_FAILURES_ADDRESS: '10', SIGNIN_MAX_FAILURES_ACCOUNT: '100' });
    own = await buildTenant(strict);
  });
  afterAll(() => strict.stop());

  it("is not reset by signing in to one's own account, and then refuses every account from that address", async () => {
    const target = await buildUser(own);
    const mine = await buildUser(own);
    let refused: { status: number; body: any } | undefined;
    let failures = 0;
    for (let round = 0; round < 6 && !refused; round++) {
      for (let i = 0; i < 3; i++) {
        const answer = await signInTo(strict, own.slug, { email: target.email, password: 'wrong password!' });
        if (answer.status === 429) {
          refused = answer;
          break;
        }
        expect(answer.status).toBe(401);
        failures++;
      }
      if (!refused) expect((await signInTo(strict, own.slug, { email: mine.email, password: PASSWORD })).status).toBe(200);
    }
    expect(failures).toBe(10);
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/) },
    });
    // The address is refused for every account, the right password included, in the reader's language.
    const own429 = await signInTo(strict, own.slug, { email: mine.email, password: PASSWORD }, 'fr');
    expect(own429.status).toBe(429);
    expect(own429.body.message).toMatch(/^Trop de tentatives de connexion échouées\. Réessayez dans \d+ minutes\.$/);
  });
});

describe('signed-in requests', () => {
  it('ends for a user who is deleted meanwhile: AUTHENTICATION_REQUIRED', async () => {
    const person = await buildUser(tenant);
    const token = await signIn(tenant, person);
    await changeAsOwner(server, `UPDATE users SET status = 'deleted' WHERE id = $1`, [person.user.id]);
    const answer = await gql(server, me, {}, { tenant: tenant.slug, token });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(answer.errors?.[0].extensions?.name).toBe('AuthenticationRequiredError');
  });

  it('answers AUTHENTICATION_REQUIRED without a token', async () => {
    const answer = await gql(server, me, {}, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
