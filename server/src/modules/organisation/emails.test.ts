import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { UPDATE, caller, organisationEvents, storedIncubator } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => caller(server, tenant)(query, variables, token, language);

const CONFIRM = 'mutation ConfirmIncubatorEmail($token: String) { confirmIncubatorEmail(token: $token) { generalEmail { email confirmed } supportEmail { email confirmed } } }';
const DELETE =
  'mutation DeleteUnconfirmedEmailAddressButton($kind: IncubatorEmailKind!) { deleteUnconfirmedIncubatorEmail(kind: $kind) { generalEmail { email confirmed } supportEmail { email confirmed } } }';

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

const tokenIn = (text: string) => /confirmIncubatorEmail\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('organisation email addresses', () => {
  it('stores a new address unconfirmed, mails a link to it, and the link confirms it once', async () => {
    const answer = await call(UPDATE, { data: { generalEmail: { email: 'Hello@Harbour.example' } } }, admin.token);
    expect(answer.data.updateIncubator.generalEmail).toEqual({ email: 'hello@harbour.example', confirmed: false });
    const mail = await server.mailbox.waitFor('hello@harbour.example', /confirm/i);
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();

    // Whoever reads the mailbox follows the link, signed in or not.
    const confirmed = await call(CONFIRM, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmIncubatorEmail.generalEmail).toEqual({ email: 'hello@harbour.example', confirmed: true });
    expect((await storedIncubator(tenant)).generalEmail).toEqual({ email: 'hello@harbour.example', confirmed: true });
    const events = await organisationEvents(tenant);
    expect(events.map((e) => e.kind)).toEqual(['organisation.updated', 'organisation.emailConfirmed']);
    expect(events[1]).toMatchObject({ actorId: admin.user.id, data: { kind: 'GENERAL', email: 'hello@harbour.example' } });

    const again = await call(CONFIRM, { token });
    expect(again.errors?.[0].extensions?.code).toBe('INVALID_LINK');
  });

  it('resends the link for an unconfirmed address given again; the earlier link stops working', async () => {
    await call(UPDATE, { data: { supportEmail: { email: 'help@harbour.example' } } }, admin.token);
    const first = tokenIn((await server.mailbox.waitFor('help@harbour.example', /confirm/i)).text);
    const before = server.mailbox.received.length;
    const resent = await call(UPDATE, { data: { supportEmail: { email: 'help@harbour.example' } } }, admin.token);
    expect(resent.errors).toBeUndefined();
    await expect.poll(() => server.mailbox.received.length).toBeGreaterThan(before);
    const second = tokenIn(server.mailbox.received.at(-1)!.text);
    expect(second).not.toBe(first);
    expect((await call(CONFIRM, { token: first })).errors?.[0].extensions?.code).toBe('INVALID_LINK');
    expect((await call(CONFIRM, { token: second })).data.confirmIncubatorEmail.supportEmail).toEqual({ email: 'help@harbour.example', confirmed: true });
  });

  it('deletes an unconfirmed address and its link; a confirmed one is refused', async () => {
    await call(UPDATE, { data: { generalEmail: { email: 'typo@harbour.exmaple' } } }, admin.token);
    const token = tokenIn((await server.mailbox.waitFor('typo@harbour.exmaple', /confirm/i)).text);
    const deleted = await call(DELETE, { kind: 'GENERAL' }, admin.token);
    expect(deleted.data.deleteUnconfirmedIncubatorEmail.generalEmail).toBeNull();
    expect((await call(CONFIRM, { token })).errors?.[0].extensions?.code).toBe('INVALID_LINK');

    const refused = await call(DELETE, { kind: 'SUPPORT' }, admin.token, 'de');
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'kind', message: 'Es gibt keine unbestätigte Adresse zum Löschen' }] });
    expect((await storedIncubator(tenant)).supportEmail).toEqual({ email: 'help@harbour.example', confirmed: true });
  });

  it('lets only the organisation admins delete an address', async () => {
    await call(UPDATE, { data: { generalEmail: { email: 'draft@harbour.example' } } }, admin.token);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect((await call(DELETE, { kind: 'GENERAL' }, staff.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await storedIncubator(tenant)).generalEmail).toEqual({ email: 'draft@harbour.example', confirmed: false });
  });

  it("does not confirm with a link of another tenant's address", async () => {
    const other = await buildTenant(server);
    const otherAdmin = await buildSignedInUser(other, { roleType: 'admin' });
    await caller(server, other)(UPDATE, { data: { generalEmail: { email: 'other@elsewhere.example' } } }, otherAdmin.token);
    const token = tokenIn((await server.mailbox.waitFor('other@elsewhere.example', /confirm/i)).text);
    expect((await call(CONFIRM, { token })).errors?.[0].extensions?.code).toBe('INVALID_LINK');
    expect((await storedIncubator(other)).generalEmail).toEqual({ email: 'other@elsewhere.example', confirmed: false });
  });

  it('refuses a malformed link as a bad link', async () => {
    expect((await call(CONFIRM, { token: 'short' })).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});
