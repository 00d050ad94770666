import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildTenant, buildUser, signIn, PASSWORD, type Tenant, type TestUser } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { translator } from '../../core/i18n/index.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const NEW_PASSWORD = 'a brand new passphrase';
const me = '{ currentUser { _id } }';

const requestReset = (email: string, options: { tenant?: Tenant; language?: string } = {}) =>
  rest(server, 'POST', '/api/users/sendresetpassword', { email }, { tenant: (options.tenant ?? tenant).slug, language: options.language });

const reset = (token: unknown, newPassword: unknown, options: { tenant?: Tenant; language?: string } = {}) =>
  rest(server, 'POST', '/api/users/resetpassword', { token, newPassword }, { tenant: (options.tenant ?? tenant).slug, language: options.language });

const signInWith = (person: TestUser, password: string, on: Tenant = tenant) => rest(server, 'POST', '/auth/local', { email: person.email, password }, { tenant: on.slug });

const mailsTo = (address: string) => server.mailbox.received.filter((m) => m.to === address);

/** Waits until `address` has received more than `seen` mails and returns the newest one. */
async function nextMailTo(address: string, seen: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(address).length <= seen) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(address).at(-1)!;
}

/**
 * Proves that `address` got no mail: a mail to `sentinel`, asked for afterwards, has arrived and
 * the mail server has been given a moment more.
 */
async function expectNoMailTo(address: string, sentinel: TestUser) {
  const seen = mailsTo(sentinel.email).length;
  expect((await requestReset(sentinel.email)).status).toBe(200);
  await nextMailTo(sentinel.email, seen);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mailsTo(address)).toEqual([]);
}

/** Asks for a reset of `person`'s password and returns the token of the link that arrives by mail. */
async function resetLinkToken(person: TestUser, options: { language?: string } = {}): Promise<string> {
  const seen = mailsTo(person.email).length;
  const answer = await requestReset(person.email, options);
  expect(answer.status).toBe(200);
  const mail = await nextMailTo(person.email, seen);
  const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return token!;
}

describe('POST /api/users/sendresetpassword', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const person = await buildUser(tenant);
    const stranger = `nobody-${Date.now()}@example.test`;
    const unknown = await requestReset(stranger);
    const known = await requestReset(person.email.toUpperCase());
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await server.mailbox.waitFor(person.email, /\/reset\//);
    expect(mail.text).toContain(`http://${tenant.slug}.localhost:${server.port}/reset/`);
    await expectNoMailTo(stranger, await buildUser(tenant));
    const outbox = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.execute<{ to: string }>(sql`SELECT "to" FROM mail_outbox WHERE "to" IN (${stranger}, ${person.email})`),
    );
    expect(outbox.rows.map((r) => r.to)).toEqual([person.email]);
  });

  it('mails nobody for a user who may not sign in (deleted)', async () => {
    const person = await buildUser(tenant, { status: 'deleted' });
    const answer = await requestReset(person.email);
    expect(answer.status).toBe(200);
    await expectNoMailTo(person.email, await buildUser(tenant));
  });

  it('answers without waiting for the mail server, so the answer time does not reveal an account', async () => {
    // A mail server that accepts connections and never speaks: delivery to it hangs until it gives up.
    const sockets = new Set<net.Socket>();
    let closing = false;
    const silent = net.createServer((socket) => (closing ? socket.destroy() : void sockets.add(socket)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const stalled = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
    try {
      const onStalled = await buildTenant(stalled);
      const person = await buildUser(onStalled);
      const ask = (email: string) =>
        fetch(`${stalled.url}/api/users/sendresetpassword`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-incubator': onStalled.slug },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(5_000),
        });
      const [known, unknown] = await Promise.all([ask(person.email), ask('nobody-at-all@example.test')]);
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await known.json()).toEqual(await unknown.json());
      // The mail for the known address was on its way all the same.
      const deadline = Date.now() + 5_000;
      while (sockets.size === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sockets.size).toBe(1);
    } finally {
      closing = true;
      sockets.forEach((socket) => socket.destroy());
      await stalled.stop();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses an input that is not an address with a validation error', async () => {
    const answer = await requestReset('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.fields.map((f: { field: string }) => f.field)).toEqual(['email']);
  });

  it("writes the mail in the user's own language, whatever the request's language", async () => {
    const person = await buildUser(tenant, { language: 'fr', firstName: 'Amélie' });
    await resetLinkToken(person, { language: 'de' });
    const mail = mailsTo(person.email).at(-1)!;
    const fr = translator('fr');
    const params = { incubator: tenant.incubator.name, name: 'Amélie' };
    expect(mail.text).toContain(fr('mail.greeting', params));
    expect(mail.text).toContain(fr('mail.reset.body', params));
    expect(mail.text).not.toContain(translator('en')('mail.reset.body', params));
    expect(mail.subject).toContain('Réinitialisez');
  });
});

describe('POST /api/users/resetpassword', () => {
  it('sets the new password from the mailed link and ends every earlier sign-in', async () => {
    const person = await buildUser(tenant, { validated: false });
    const earlierToken = await signIn(tenant, person);
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: earlierToken })).data?.currentUser._id).toBe(person.user.id);

    const token = await resetLinkToken(person);
    const answer = await reset(token, NEW_PASSWORD);
    expect(answer.status).toBe(200);

    expect((await signInWith(person, PASSWORD)).status).toBe(401);
    const fresh = await signInWith(person, NEW_PASSWORD);
    expect(fresh.status).toBe(200);

    const stale = await gql(server, me, {}, { tenant: tenant.slug, token: earlierToken });
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    const current = await gql(server, '{ currentUser { _id validated } }', {}, { tenant: tenant.slug, token: fresh.body.token });
    // Following a link sent to the address proves the address.
    expect(current.data?.currentUser).toEqual({ _id: person.user.id, validated: true });
  });

  it('refuses a second use of the same link with 400 and a translated message', async () => {
    const person = await buildUser(tenant);
    const token = await resetLinkToken(person);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_LINK', message: translator('en')('auth.invalidLink') });
    const inFrench = await reset(token, 'yet another passphrase', { language: 'fr' });
    expect(inFrench.status).toBe(400);
    expect(inFrench.body.message).toBe(translator('fr')('auth.invalidLink'));
    expect(inFrench.body.message).not.toBe(again.body.message);
    // The refused second use changed nothing.
    expect((await signInWith(person, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a password shorter than 10 characters, naming the minimum, and changes nothing', async () => {
    const person = await buildUser(tenant);
    const earlierToken = await signIn(tenant, person);
    const token = await resetLinkToken(person);

    const answer = await reset(token, 'short1');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.fields).toEqual([{ field: 'newPassword', message: expect.stringContaining('10') }]);
    expect(answer.body.message).toContain('10');

    expect((await signInWith(person, PASSWORD)).status).toBe(200);
    expect((await signInWith(person, 'short1')).status).toBe(401);
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: earlierToken })).data?.currentUser._id).toBe(person.user.id);
    // The link was not spent by the refused attempt.
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a garbage token', 'not-a-token-at-all-but-long-enough'],
    ['a short token', 'abc'],
    ['an empty token', ''],
  ])('refuses %s with 400', async (_label, token) => {
    const answer = await reset(token, NEW_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_LINK', message: translator('en')('auth.invalidLink') });
  });

  it('refuses a link once a newer one was sent', async () => {
    const person = await buildUser(tenant);
    const first = await resetLinkToken(person);
    const second = await resetLinkToken(person);
    expect(second).not.toBe(first);
    expect((await reset(first, NEW_PASSWORD)).status).toBe(400);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const person = await buildUser(tenant);
    const token = await resetLinkToken(person);
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.execute(sql`UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = ${person.user.id}`),
    );
    expect((await reset(token, NEW_PASSWORD)).status).toBe(400);
    expect((await signInWith(person, PASSWORD)).status).toBe(200);
  });

  it("refuses a link of one tenant on another tenant's address", async () => {
    const other = await buildTenant(server);
    const person = await buildUser(tenant);
    const token = await resetLinkToken(person);
    expect((await reset(token, NEW_PASSWORD, { tenant: other })).status).toBe(400);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });
});
