import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildStartup, buildTenant, buildUser, PASSWORD, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription, type LiveSubscription } from '../../../test/live.ts';
import { samplePng } from '../attachments/sample-files.ts';
import { LOGGED_OUT, ME, allowSelfDelete, caller, eventsOf, signInStatus, signedInBrowsers, storedUser } from './test-helpers.ts';

let server: TestServer;
let storageDir: string;
let tenant: Tenant;
let strictTenant: Tenant;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-delete-'));
  server = await startTestServer({ STORAGE_DIR: storageDir });
  tenant = await buildTenant(server);
  strictTenant = await buildTenant(server);
  await allowSelfDelete(tenant, true);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

const DELETE = 'mutation Delete($password: String) { deleteMyAccount(password: $password) }';
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, on: Tenant = tenant) => caller(server, on)(query, variables, token);
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0].extensions?.code;

async function uploadAvatar(token: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'avatar');
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${server.url}/api/users/file`, { method: 'POST', headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { avatar: string }).avatar;
}

const filesOf = async (t: Tenant) => (await fs.readdir(path.join(storageDir, t.incubator.id)).catch(() => [])).length;

describe('deleteMyAccount', () => {
  it('anonymises the account, ends every sign-in, removes the profile pictures and records the deletion', async () => {
    const person = await buildUser(tenant, { roleType: 'cofounder', firstName: 'Grace', email: `grace-${Date.now()}@example.test` });
    const partner = await buildUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [person.user, partner.user] });
    const [here, elsewhere] = await signedInBrowsers(tenant, person, 2);
    const [partnerBrowser] = await signedInBrowsers(tenant, partner, 1);
    const avatar = await uploadAvatar(here.token);
    expect(await filesOf(tenant)).toBe(1);
    const elsewhereBrowser = await liveSubscription(server, { tenant: tenant.slug, token: elsewhere.token }, LOGGED_OUT, { id: elsewhere.sessionId });
    open.push(elsewhereBrowser);

    const answer = await call(DELETE, { password: PASSWORD }, here.token);
    expect(answer).toMatchObject({ data: { deleteMyAccount: true } });

    // The old tokens no longer count, and the password no longer signs in.
    expect(codeOf(await call(ME, {}, here.token))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await call(ME, {}, elsewhere.token))).toBe('AUTHENTICATION_REQUIRED');
    expect(await eventAt(elsewhereBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: elsewhere.sessionId } } });
    expect(await signInStatus(tenant, person.email, PASSWORD)).toBe(401);

    const row = await storedUser(tenant, person.user.id);
    expect(row).toMatchObject({ status: 'deleted', firstName: '', lastName: '', passwordHash: null, avatar: null, headline: null, phone: null, info: {} });
    expect(row.email).not.toContain('grace');
    expect(await filesOf(tenant)).toBe(0);
    expect((await fetch(`${server.url}${avatar}`, { headers: { 'x-incubator': tenant.slug } })).status).toBe(404);

    // Colleagues still see the startup's history, with the person's name gone.
    const seen = await call('{ currentUser { startups { people { _id fullName } } } }', {}, partnerBrowser.token);
    expect(seen.data.currentUser.startups[0].people).toContainEqual({ _id: person.user.id, fullName: 'Deleted user' });
    expect(codeOf(await call('query U($id: ID!) { user(id: $id) { _id } }', { id: person.user.id }, partnerBrowser.token))).toBe('NOT_FOUND');

    const [event] = await eventsOf(tenant, 'user.deleted', person.user.id);
    expect(event).toMatchObject({ actorId: person.user.id, data: { filesRemoved: 1 } });
  });

  it('frees the address: the organisation can invite the person again later', async () => {
    const email = `again-${Date.now()}@example.test`;
    const person = await buildUser(tenant, { email });
    const [here] = await signedInBrowsers(tenant, person, 1);
    expect((await call(DELETE, { password: PASSWORD }, here.token)).data).toEqual({ deleteMyAccount: true });
    const returning = await buildUser(tenant, { email });
    expect(await signInStatus(tenant, email, PASSWORD)).toBe(200);
    expect(returning.user.id).not.toBe(person.user.id);
  });

  it('refuses when the organisation does not allow self-deletion, and changes nothing', async () => {
    const person = await buildUser(strictTenant);
    const [here] = await signedInBrowsers(strictTenant, person, 1);
    const answer = await call(DELETE, { password: PASSWORD }, here.token, strictTenant);
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: 'Your organisation does not allow members to delete their own account. Please contact your programme team.',
    });
    expect((await storedUser(strictTenant, person.user.id)).status).toBe('active');
    expect((await call(ME, {}, here.token, strictTenant)).data.currentUser._id).toBe(person.user.id);
    expect(await eventsOf(strictTenant, 'user.deleted', person.user.id)).toEqual([]);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const person = await buildUser(tenant, { language: 'de' });
    const [here] = await signedInBrowsers(tenant, person, 1);
    const answer = await call(DELETE, { password: 'not the password' }, here.token);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Das eingegebene Passwort ist falsch.', extensions: { code: 'WRONG_PASSWORD' } });
    expect((await storedUser(tenant, person.user.id)).status).toBe('active');
    expect((await call(ME, {}, here.token)).data.currentUser._id).toBe(person.user.id);
  });

  it('refuses a missing password with VALIDATION_ERROR and changes nothing', async () => {
    const person = await buildUser(tenant);
    const [here] = await signedInBrowsers(tenant, person, 1);
    const answer = await call(DELETE, { password: '' }, here.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'password', message: 'Password is a required field' }] });
    expect((await storedUser(tenant, person.user.id)).status).toBe('active');
  });

  it('touches only the signed-in person of this tenant: the same address elsewhere lives on', async () => {
    const email = `twin-${Date.now()}@example.test`;
    const mine = await buildUser(tenant, { email });
    const theirs = await buildUser(strictTenant, { email });
    const [there] = await signedInBrowsers(strictTenant, theirs, 1);
    const [here] = await signedInBrowsers(tenant, mine, 1);
    // A token of the other tenant is nobody here.
    expect(codeOf(await call(DELETE, { password: PASSWORD }, there.token))).toBe('AUTHENTICATION_REQUIRED');
    expect((await call(DELETE, { password: PASSWORD }, here.token)).data).toEqual({ deleteMyAccount: true });
    expect((await storedUser(strictTenant, theirs.user.id)).status).toBe('active');
    expect((await call(ME, {}, there.token, strictTenant)).data.currentUser._id).toBe(theirs.user.id);
    expect(await signInStatus(strictTenant, email, PASSWORD)).toBe(200);
  });

  it('requires sign-in', async () => {
    expect(codeOf(await call(DELETE, { password: PASSWORD }))).toBe('AUTHENTICATION_REQUIRED');
  });
});
