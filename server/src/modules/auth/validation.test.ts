import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { translator } from '../../core/i18n/index.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const resend = 'mutation { resendConfirmationEmail }';
const me = '{ currentUser { _id validated status } }';

const mailsTo = (address: string) => server.mailbox.received.filter((m) => m.to === address);
const validate = (token: string, on: Tenant = tenant) => rest(server, 'POST', `/api/users/validate/${encodeURIComponent(token)}`, undefined, { tenant: on.slug });

/** Asks for a confirmation mail as the signed-in user and returns the token of its link. */
async function validationLinkToken(person: { email: string; token: string }): Promise<string> {
  const seen = mailsTo(person.email).length;
  const answer = await gql(server, resend, {}, { tenant: tenant.slug, token: person.token });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.resendConfirmationEmail).toBe(true);
  // The answer comes once the mail has been handed to the SMTP server.
  const mail = mailsTo(person.email).at(seen) ?? (await server.mailbox.waitFor(person.email, /\/validate\//));
  expect(mail.text).toContain(`http://${tenant.slug}.localhost:${server.port}/validate/`);
  const token = /\/validate\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return token!;
}

describe('resendConfirmationEmail', () => {
  it('mails an unvalidated user a /validate/<token> link', async () => {
    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    await validationLinkToken(person);
    const mail = mailsTo(person.email).at(-1)!;
    expect(mail.subject).toBe(translator('en')('mail.validation.subject', { incubator: tenant.incubator.name }));
  });

  it('requires a signed-in user: AUTHENTICATION_REQUIRED', async () => {
    const answer = await gql(server, resend, {}, { tenant: tenant.slug });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'AUTHENTICATION_REQUIRED', name: 'AuthenticationRequiredError' });
  });

  it('answers false and mails nothing for a user whose address is already confirmed', async () => {
    const person = await buildSignedInUser(tenant, { status: 'active', validated: true });
    const answer = await gql(server, resend, {}, { tenant: tenant.slug, token: person.token });
    expect(answer.data?.resendConfirmationEmail).toBe(false);
    expect(mailsTo(person.email)).toEqual([]);
  });
});

describe('POST /api/users/validate/:token', () => {
  it('confirms the address: currentUser.validated becomes true and a pending user becomes active', async () => {
    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: person.token })).data?.currentUser).toEqual({ _id: person.user.id, validated: false, status: 'pending' });

    const token = await validationLinkToken(person);
    const answer = await validate(token);
    expect(answer.status).toBe(200);

    expect((await gql(server, me, {}, { tenant: tenant.slug, token: person.token })).data?.currentUser).toEqual({ _id: person.user.id, validated: true, status: 'active' });
  });

  it('keeps a status other than pending as it is', async () => {
    const person = await buildSignedInUser(tenant, { status: 'unactive', validated: false });
    expect((await validate(await validationLinkToken(person))).status).toBe(200);
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: person.token })).data?.currentUser).toMatchObject({ validated: true, status: 'unactive' });
  });

  it('refuses a bad token, a used token and a superseded token with 400', async () => {
    const badToken = await validate('this-is-not-a-real-validation-token');
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({ code: 'INVALID_LINK', message: translator('en')('auth.invalidLink') });

    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    const first = await validationLinkToken(person);
    const second = await validationLinkToken(person);
    expect((await validate(first)).status).toBe(400);
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: person.token })).data?.currentUser.validated).toBe(false);
    expect((await validate(second)).status).toBe(200);
    expect((await validate(second)).status).toBe(400);
  });

  it('does not accept a validation link as a password-reset link, nor on another tenant', async () => {
    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    const token = await validationLinkToken(person);
    const asReset = await rest(server, 'POST', '/api/users/resetpassword', { token, newPassword: 'a brand new passphrase' }, { tenant: tenant.slug });
    expect(asReset.status).toBe(400);
    const other = await buildTenant(server);
    expect((await validate(token, other)).status).toBe(400);
    expect((await gql(server, me, {}, { tenant: tenant.slug, token: person.token })).data?.currentUser.validated).toBe(false);
    expect((await validate(token)).status).toBe(200);
  });
});
