import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildInvitation, buildTenant, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { name: 'Green Valley Lab' });
});
afterAll(() => server.stop());

const PASSWORD = 'my chosen passphrase';

/** Invites someone and returns the token of the link in the mail they receive over SMTP. */
async function invite(on: Tenant = tenant, options: Parameters<typeof buildInvitation>[1] = {}) {
  const invitation = await buildInvitation(on, options);
  const mail = await server.mailbox.waitFor(invitation.email, /acceptinvitation/);
  const token = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return { ...invitation, mail, token: token! };
}

const showInvitation = (token: string, on: Tenant = tenant) => rest(server, 'GET', `/api/users/invitation/${encodeURIComponent(token)}`, undefined, { tenant: on.slug });
const accept = (token: unknown, password: unknown, options: { tenant?: Tenant; language?: string } = {}) =>
  rest(server, 'POST', '/api/users/acceptinvitation', { token, password }, { tenant: (options.tenant ?? tenant).slug, language: options.language });

const storedUser = async (id: string, on: Tenant = tenant) => {
  const [row] = await withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.incubatorId, on.incubator.id), eq(schema.users.id, id))),
  );
  return row;
};

describe('the invitation mail', () => {
  it('arrives through SMTP with a link to /acceptinvitation?token=', async () => {
    const { mail, email } = await invite(tenant, { firstName: 'Lena' });
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(translator('en')('mail.invitation.subject', { incubator: 'Green Valley Lab' }));
    expect(mail.text).toMatch(new RegExp(`http://${tenant.slug}\\.localhost:${server.port}/acceptinvitation\\?token=[A-Za-z0-9_-]{20,}`));
    expect(mail.text).toContain('Hello Lena,');
  });

  it("is written wholly in the organisation's language when the invitee has none", async () => {
    const french = await buildTenant(server, { name: 'Pépinière du Nord', defaultLanguage: 'fr' });
    const { mail } = await invite(french, { firstName: 'Léa' });
    const fr = translator('fr');
    const incubator = 'Pépinière du Nord';
    expect(mail.text).toContain(fr('mail.greeting', { name: 'Léa' }));
    expect(mail.text).toContain(fr('mail.invitation.body', { incubator, inviter: fr('mail.signature', { incubator }) }));
    expect(mail.text).not.toContain(translator('en')('mail.signature', { incubator }));
  });
});

describe('GET /api/users/invitation/:token', () => {
  it('shows who is invited and to which organisation', async () => {
    const { token, email } = await invite(tenant, { firstName: 'Lena', lastName: 'Ortiz' });
    const answer = await showInvitation(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email, firstName: 'Lena', lastName: 'Ortiz', incubatorName: 'Green Valley Lab' });
  });

  it('answers 400 for an unknown token and for a token of another tenant', async () => {
    const { token } = await invite();
    const other = await buildTenant(server);
    expect((await showInvitation('x'.repeat(43))).status).toBe(400);
    const elsewhere = await showInvitation(token, other);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('INVALID_LINK');
    expect(JSON.stringify(elsewhere.body)).not.toContain('@');
  });
});

describe('POST /api/users/acceptinvitation', () => {
  it('sets the password, makes the user active and validated, and answers a working token', async () => {
    const { token, user, email } = await invite(tenant, { firstName: 'Nia', lastName: 'Park' });
    expect(user.status).toBe('pending');
    // Before accepting, there is no password to sign in with.
    expect((await rest(server, 'POST', '/auth/local', { email, password: PASSWORD }, { tenant: tenant.slug })).status).toBe(401);

    const answer = await accept(token, PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ _id: user.id, email, fullName: 'Nia Park' });

    const current = await gql(server, '{ currentUser { _id email status validated role { type } } }', {}, { tenant: tenant.slug, token: answer.body.token });
    expect(current.data?.currentUser).toEqual({ _id: user.id, email, status: 'active', validated: true, role: { type: 'coach' } });
    expect((await rest(server, 'POST', '/auth/local', { email, password: PASSWORD }, { tenant: tenant.slug })).status).toBe(200);
  });

  it('refuses a second use of the link with 400, and the link no longer shows the invitation', async () => {
    const { token } = await invite();
    expect((await accept(token, PASSWORD)).status).toBe(200);
    const again = await accept(token, 'a different passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_LINK', message: translator('en')('auth.invalidLink') });
    expect(again.body.token).toBeUndefined();
    expect((await showInvitation(token)).status).toBe(400);
  });

  it('refuses a too-short password with a translated validation error; the user stays pending', async () => {
    const { token, user, email } = await invite();
    const answer = await accept(token, 'short', { language: 'de' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.fields).toEqual([{ field: 'password', message: translator('de')('validation.minLength', { field: 'Passwort', min: 10 }) }]);
    expect(answer.body.token).toBeUndefined();

    const stored = await storedUser(user.id);
    expect(stored).toMatchObject({ status: 'pending', validated: false, passwordHash: null });
    expect((await rest(server, 'POST', '/auth/local', { email, password: 'short' }, { tenant: tenant.slug })).status).toBe(401);
    // The link still works for a proper password.
    expect((await showInvitation(token)).status).toBe(200);
    expect((await accept(token, PASSWORD)).status).toBe(200);
  });

  it('refuses a missing password and a garbage token with 400', async () => {
    const { token, user } = await invite();
    const missing = await accept(token, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['password']);
    const garbage = await accept('garbage-token-garbage-token-garbage', PASSWORD);
    expect(garbage).toMatchObject({ status: 400, body: { code: 'INVALID_LINK' } });
    expect((await storedUser(user.id)).status).toBe('pending');
  });

  it("refuses one tenant's invitation on another tenant", async () => {
    const { token, user } = await invite();
    const other = await buildTenant(server);
    expect((await accept(token, PASSWORD, { tenant: other })).status).toBe(400);
    expect((await storedUser(user.id)).status).toBe('pending');
  });
});
