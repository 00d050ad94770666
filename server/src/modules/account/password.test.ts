import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, buildTenant, PASSWORD, signIn, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription, type LiveSubscription } from '../../../test/live.ts';
import { LOGGED_OUT, ME, caller, eventsOf, signInStatus, signedInBrowsers, storedUser } from './test-helpers.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  server = await startTestServer({ SIGNIN_MAX_FAILURES_ACCOUNT: '3' });
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.stop();
});

const CHANGE = 'mutation Change($current: String, $next: String) { changePassword(currentPassword: $current, newPassword: $next) }';
const LOGOUT_OTHERS = 'mutation { logoutOtherSessions }';
const MY_SESSIONS = '{ mySessions { _id current } }';
const NEW_PASSWORD = 'a much longer new secret';
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => caller(server, tenant)(query, variables, token, language);
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0].extensions?.code;

async function watch(token: string, sessionId: string, on: Tenant = tenant) {
  const subscription = await liveSubscription(server, { tenant: on.slug, token }, LOGGED_OUT, { id: sessionId });
  open.push(subscription);
  return subscription;
}

describe('changePassword', () => {
  it('sets the new password, keeps this sign-in and ends every other one, telling those browsers', async () => {
    const person = await buildUser(tenant);
    const [here, laptop, phone] = await signedInBrowsers(tenant, person, 3);
    const laptopBrowser = await watch(laptop.token, laptop.sessionId);
    const phoneBrowser = await watch(phone.token, phone.sessionId);

    const answer = await call(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, here.token);
    expect(answer).toMatchObject({ data: { changePassword: true } });

    expect(await eventAt(laptopBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: laptop.sessionId } } });
    expect(await eventAt(phoneBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: phone.sessionId } } });
    expect(codeOf(await call(ME, {}, laptop.token))).toBe('AUTHENTICATION_REQUIRED');
    expect(codeOf(await call(ME, {}, phone.token))).toBe('AUTHENTICATION_REQUIRED');
    expect((await call(ME, {}, here.token)).data.currentUser._id).toBe(person.user.id);
    expect((await call(MY_SESSIONS, {}, here.token)).data.mySessions).toEqual([{ _id: here.sessionId, current: true }]);

    expect(await signInStatus(tenant, person.email, PASSWORD)).toBe(401);
    expect(await signInStatus(tenant, person.email, NEW_PASSWORD)).toBe(200);
    const [event] = await eventsOf(tenant, 'user.passwordChanged', person.user.id);
    expect(event).toMatchObject({ actorId: person.user.id, data: { sessionsEnded: 2 } });
  });

  it('revokes a sign-in that never opened a session too', async () => {
    const person = await buildUser(tenant);
    const [here] = await signedInBrowsers(tenant, person, 1);
    const bare = await signIn(tenant, person);
    await call(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, here.token);
    expect(codeOf(await call(ME, {}, bare))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses a wrong current password with a translated message and changes nothing', async () => {
    const person = await buildUser(tenant, { language: 'fr' });
    const [here, other] = await signedInBrowsers(tenant, person, 2);
    const before = await storedUser(tenant, person.user.id);

    const answer = await call(CHANGE, { current: 'not my password', next: NEW_PASSWORD }, here.token);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message: 'Le mot de passe saisi est incorrect.', extensions: { code: 'WRONG_PASSWORD' } });

    expect((await storedUser(tenant, person.user.id)).passwordHash).toBe(before.passwordHash);
    expect((await call(ME, {}, other.token)).data.currentUser._id).toBe(person.user.id);
    expect(await signInStatus(tenant, person.email, PASSWORD)).toBe(200);
    expect(await eventsOf(tenant, 'user.passwordChanged', person.user.id)).toEqual([]);
  });

  it('counts wrong current passwords like failed sign-ins and stops guessing at the limit', async () => {
    const person = await buildUser(tenant);
    const [here] = await signedInBrowsers(tenant, person, 1);
    for (let i = 0; i < 3; i++) expect(codeOf(await call(CHANGE, { current: `guess number ${i}`, next: NEW_PASSWORD }, here.token))).toBe('WRONG_PASSWORD');
    const locked = await call(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, here.token);
    expect(codeOf(locked)).toBe('RATE_LIMITED');
    expect(await signInStatus(tenant, person.email, NEW_PASSWORD)).not.toBe(200);
  });

  it.each([
    ['a new password below the minimum length', { current: PASSWORD, next: 'short' }, 'newPassword'],
    ['a missing current password', { next: NEW_PASSWORD }, 'currentPassword'],
    ['the same password again', { current: PASSWORD, next: PASSWORD }, 'newPassword'],
  ])('refuses %s with VALIDATION_ERROR and writes nothing', async (_name, variables, field) => {
    const person = await buildUser(tenant);
    const [here, other] = await signedInBrowsers(tenant, person, 2);
    const before = await storedUser(tenant, person.user.id);
    const answer = await call(CHANGE, variables, here.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field }] });
    expect((await storedUser(tenant, person.user.id)).passwordHash).toBe(before.passwordHash);
    expect((await call(ME, {}, other.token)).data.currentUser._id).toBe(person.user.id);
  });

  it('says what the minimum length is', async () => {
    const person = await buildUser(tenant);
    const [here] = await signedInBrowsers(tenant, person, 1);
    const answer = await call(CHANGE, { current: PASSWORD, next: 'short' }, here.token);
    expect(answer.errors?.[0].message).toBe('New password must be greater than or equal to 10 characters');
  });

  it('requires sign-in', async () => {
    expect(codeOf(await call(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }))).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('logoutOtherSessions', () => {
  it('ends every other session of the viewer, tells those browsers, and keeps this one', async () => {
    const person = await buildUser(tenant);
    const [here, laptop, phone] = await signedInBrowsers(tenant, person, 3);
    const [colleagueBrowser] = await signedInBrowsers(tenant, await buildUser(tenant), 1);
    const laptopBrowser = await watch(laptop.token, laptop.sessionId);

    const answer = await call(LOGOUT_OTHERS, {}, here.token);
    expect(answer).toEqual({ status: 200, data: { logoutOtherSessions: 2 } });
    expect(await eventAt(laptopBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: laptop.sessionId } } });
    expect(codeOf(await call(ME, {}, phone.token))).toBe('AUTHENTICATION_REQUIRED');
    expect((await call(MY_SESSIONS, {}, here.token)).data.mySessions).toEqual([{ _id: here.sessionId, current: true }]);
    // Nobody else is touched, and the password is unchanged.
    expect((await call(ME, {}, colleagueBrowser.token)).data.currentUser).toBeTruthy();
    expect(await signInStatus(tenant, person.email, PASSWORD)).toBe(200);
    const [event] = await eventsOf(tenant, 'user.otherSessionsEnded', person.user.id);
    expect(event).toMatchObject({ actorId: person.user.id, data: { sessionsEnded: 2 } });
  });

  it('answers 0 when there is no other session', async () => {
    const [here] = await signedInBrowsers(tenant, await buildUser(tenant), 1);
    expect((await call(LOGOUT_OTHERS, {}, here.token)).data).toEqual({ logoutOtherSessions: 0 });
  });

  it('leaves the same address in another tenant signed in', async () => {
    const email = `twin-${Date.now()}@example.test`;
    const [mine, theirs] = [await buildUser(tenant, { email }), await buildUser(otherTenant, { email })];
    const [here] = await signedInBrowsers(tenant, mine, 1);
    const [there] = await signedInBrowsers(otherTenant, theirs, 1);
    expect((await call(LOGOUT_OTHERS, {}, here.token)).data).toEqual({ logoutOtherSessions: 0 });
    const seen = await caller(server, otherTenant)(ME, {}, there.token);
    expect(seen.data.currentUser._id).toBe(theirs.user.id);
    expect(codeOf(await call(LOGOUT_OTHERS, {}, there.token))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('requires sign-in', async () => {
    expect(codeOf(await call(LOGOUT_OTHERS))).toBe('AUTHENTICATION_REQUIRED');
  });
});
