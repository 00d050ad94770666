import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer } from '../../../test/harness.ts';
import { buildTenant, buildUser, signIn, type Tenant, type TestUser } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription, type LiveSubscription } from '../../../test/live.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  // A low limit so that the third sign-in of one person meets it.
  server = await startTestServer({ MAX_SESSIONS_PER_USER: '2' });
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.stop();
});

const UPSERT = 'mutation Upsert($id: ID) { upsertSession(sessionId: $id) { _id status } }';
const MY_SESSIONS = '{ mySessions { _id status userAgent createdAt lastSeenAt current } }';
const LOGOUT = 'mutation Logout($id: ID!) { logoutSession(sessionId: $id) }';
const LOGGED_OUT = 'subscription LoggedOut($id: ID!) { sessionLoggedOut(sessionId: $id) { sessionId } }';
const ME = '{ currentUser { _id } }';

const call = (query: string, variables: Record<string, unknown>, token?: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });

async function upsert(token: string, id: string | null = null): Promise<string> {
  const answer = await call(UPSERT, { id }, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data.upsertSession.status).toBe('active');
  return answer.data.upsertSession._id;
}

async function mySessions(token: string, on: Tenant = tenant) {
  const answer = await call(MY_SESSIONS, {}, token, on);
  expect(answer.errors).toBeUndefined();
  return answer.data.mySessions as Array<{ _id: string; status: string; current: boolean; lastSeenAt: string; createdAt: string; userAgent: string | null }>;
}

async function watch(token: string, sessionId: string, on: Tenant = tenant) {
  const subscription = await liveSubscription(server, { tenant: on.slug, token }, LOGGED_OUT, { id: sessionId });
  open.push(subscription);
  return subscription;
}

async function signedInTimes(person: TestUser, times: number, on: Tenant = tenant): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < times; i++) tokens.push(await signIn(on, person));
  return tokens;
}

describe('upsertSession and mySessions', () => {
  it('creates an active session on the first call and refreshes the same one afterwards', async () => {
    const person = await buildUser(tenant);
    const [token] = await signedInTimes(person, 1);
    const id = await upsert(token);
    const [first] = await mySessions(token);
    expect(first).toMatchObject({ _id: id, status: 'active', current: true });
    expect(new Date(first.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await upsert(token, id)).toBe(id);
    const after = await mySessions(token);
    expect(after.map((s) => s._id)).toEqual([id]);
    expect(new Date(after[0].lastSeenAt).getTime()).toBeGreaterThan(new Date(first.lastSeenAt).getTime());
  });

  it("lists the user's sessions with current true only for the asking sign-in", async () => {
    const person = await buildUser(tenant);
    const [a, b] = await signedInTimes(person, 2);
    const sa = await upsert(a);
    const sb = await upsert(b);
    const seenFromA = await mySessions(a);
    expect(seenFromA.map((s) => s._id).sort()).toEqual([sa, sb].sort());
    expect(seenFromA.find((s) => s._id === sa)?.current).toBe(true);
    expect(seenFromA.find((s) => s._id === sb)?.current).toBe(false);
    const seenFromB = await mySessions(b);
    expect(seenFromB.find((s) => s._id === sb)?.current).toBe(true);
    expect(seenFromB.find((s) => s._id === sa)?.current).toBe(false);
    expect(seenFromA[0].userAgent).toBeTruthy();
  });

  it("never lists another person's sessions", async () => {
    const [one, two] = [await buildUser(tenant), await buildUser(tenant)];
    const [t1] = await signedInTimes(one, 1);
    const [t2] = await signedInTimes(two, 1);
    const s1 = await upsert(t1);
    await upsert(t2);
    expect((await mySessions(t2)).map((s) => s._id)).not.toContain(s1);
  });

  it('does not let a session id of another person be taken over: a new session is started instead', async () => {
    const [owner, intruder] = [await buildUser(tenant), await buildUser(tenant)];
    const [ownerToken] = await signedInTimes(owner, 1);
    const [intruderToken] = await signedInTimes(intruder, 1);
    const ownerSession = await upsert(ownerToken);
    const intruderSession = await upsert(intruderToken, ownerSession);
    expect(intruderSession).not.toBe(ownerSession);
    expect((await call(ME, {}, ownerToken)).data?.currentUser._id).toBe(owner.user.id);
    expect((await mySessions(ownerToken)).map((s) => s._id)).toEqual([ownerSession]);
  });

  it('requires sign-in', async () => {
    for (const [query, variables] of [
      [UPSERT, { id: null }],
      [MY_SESSIONS, {}],
      [LOGOUT, { id: '00000000-0000-7000-8000-000000000000' }],
    ] as const) {
      const answer = await call(query, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    }
  });
});

describe('the maximum number of sessions', () => {
  it('refuses a third session with MAX_SESSIONS listing the two others; adopting one ends it and tells its browser', async () => {
    const person = await buildUser(tenant);
    const [first, second, third] = await signedInTimes(person, 3);
    const s1 = await upsert(first);
    const s2 = await upsert(second);

    const refused = await call(UPSERT, { id: null }, third);
    expect(refused.data).toBeNull();
    const error = refused.errors![0];
    expect(error.extensions?.code).toBe('MAX_SESSIONS');
    expect(error.message).toContain('Maximum number of sessions reached');
    expect(error.extensions?.sessions.map((s: { _id: string }) => s._id).sort()).toEqual([s1, s2].sort());
    for (const listed of error.extensions!.sessions as unknown[]) expect(listed).toMatchObject({ status: 'active', current: false });
    // Nothing was written by the refusal.
    expect((await mySessions(first)).map((s) => s._id).sort()).toEqual([s1, s2].sort());

    const firstBrowser = await watch(first, s1);
    const adopted = await call(UPSERT, { id: s1 }, third);
    expect(adopted.errors).toBeUndefined();
    const s3 = adopted.data.upsertSession._id;
    expect(s3).not.toBe(s1);
    expect(s3).not.toBe(s2);
    expect(adopted.data.upsertSession.status).toBe('active');

    expect(await eventAt(firstBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: s1 } } });
    expect((await call(ME, {}, first)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await call(ME, {}, second)).data?.currentUser._id).toBe(person.user.id);
    const now = await mySessions(third);
    expect(now.map((s) => s._id).sort()).toEqual([s2, s3].sort());
    expect(now.find((s) => s._id === s3)?.current).toBe(true);
  });

  it('counts only active sessions: after a logout there is room again', async () => {
    const person = await buildUser(tenant);
    const [first, second, third] = await signedInTimes(person, 3);
    const s1 = await upsert(first);
    await upsert(second);
    expect((await call(UPSERT, { id: null }, third)).errors?.[0].extensions?.code).toBe('MAX_SESSIONS');
    expect((await call(LOGOUT, { id: s1 }, second)).data?.logoutSession).toBe(true);
    await upsert(third);
  });
});

describe('logoutSession', () => {
  it("ends one's own session, revokes its token, and its browser hears of it", async () => {
    const person = await buildUser(tenant);
    const [laptop, phone] = await signedInTimes(person, 2);
    const laptopSession = await upsert(laptop);
    const phoneSession = await upsert(phone);
    const laptopBrowser = await watch(laptop, laptopSession);

    const answer = await call(LOGOUT, { id: laptopSession }, phone);
    expect(answer).toMatchObject({ data: { logoutSession: true } });
    expect(await eventAt(laptopBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: laptopSession } } });

    const refused = await call(ME, {}, laptop);
    expect(refused.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await mySessions(phone)).map((s) => s._id)).toEqual([phoneSession]);
    // Ending it again changes nothing.
    expect((await call(LOGOUT, { id: laptopSession }, phone)).data?.logoutSession).toBe(false);
  });

  it('ends the asking session itself too', async () => {
    const person = await buildUser(tenant);
    const [token] = await signedInTimes(person, 1);
    const id = await upsert(token);
    expect((await call(LOGOUT, { id }, token)).data?.logoutSession).toBe(true);
    expect((await call(ME, {}, token)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it("answers false for another person's session and another tenant's, and changes nothing", async () => {
    const owner = await buildUser(tenant);
    const [ownerToken] = await signedInTimes(owner, 1);
    const ownerSession = await upsert(ownerToken);
    const ownerBrowser = await watch(ownerToken, ownerSession);

    const [colleagueToken] = await signedInTimes(await buildUser(tenant, { roleType: 'admin' }), 1);
    const [strangerToken] = await signedInTimes(await buildUser(otherTenant, { roleType: 'admin' }), 1, otherTenant);
    const byColleague = await call(LOGOUT, { id: ownerSession }, colleagueToken);
    const byStranger = await call(LOGOUT, { id: ownerSession }, strangerToken, otherTenant);
    for (const answer of [byColleague, byStranger]) {
      const refused = answer.data?.logoutSession === false || answer.errors?.[0].extensions?.code === 'NOT_FOUND';
      expect(refused, JSON.stringify(answer)).toBe(true);
    }

    expect((await call(ME, {}, ownerToken)).data?.currentUser._id).toBe(owner.user.id);
    expect(await mySessions(ownerToken)).toEqual([expect.objectContaining({ _id: ownerSession, status: 'active' })]);
    expect(await eventsWithin(ownerBrowser, 300)).toEqual([]);
  });

  it("tells only the session's owner: another person subscribing to that id hears nothing", async () => {
    const owner = await buildUser(tenant);
    const [ownerToken] = await signedInTimes(owner, 1);
    const ownerSession = await upsert(ownerToken);
    const [snoopToken] = await signedInTimes(await buildUser(tenant, { roleType: 'admin' }), 1);
    const [foreignToken] = await signedInTimes(await buildUser(otherTenant, { roleType: 'admin' }), 1, otherTenant);

    const ownerBrowser = await watch(ownerToken, ownerSession);
    const snoop = await watch(snoopToken, ownerSession);
    const foreign = await watch(foreignToken, ownerSession, otherTenant);

    expect((await call(LOGOUT, { id: ownerSession }, ownerToken)).data?.logoutSession).toBe(true);
    // The event was published (its owner hears it), yet the others stay silent.
    expect(await eventAt(ownerBrowser)).toEqual({ data: { sessionLoggedOut: { sessionId: ownerSession } } });
    expect(await eventsWithin(snoop, 1000)).toEqual([]);
    expect(foreign.events).toEqual([]);
  });

  it('answers a malformed id with an error, and keeps serving', async () => {
    const [token] = await signedInTimes(await buildUser(tenant), 1);
    const answer = await call(LOGOUT, { id: 'x' }, token);
    expect(answer.status).toBe(200);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(answer.errors?.[0].message).toBe('Not found.');

    const subscription = await liveSubscription(server, { tenant: tenant.slug, token }, LOGGED_OUT, { id: 'x' }, 0);
    open.push(subscription);
    const event = await eventAt(subscription);
    expect(event.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    expect((await call(ME, {}, token)).errors).toBeUndefined();
  });

  it('refuses a subscription without sign-in', async () => {
    const subscription = await liveSubscription(server, { tenant: tenant.slug }, LOGGED_OUT, { id: '00000000-0000-7000-8000-000000000000' }, 0);
    open.push(subscription);
    const event = await eventAt(subscription);
    expect(event.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
