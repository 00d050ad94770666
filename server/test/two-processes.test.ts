import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { startSecondProcess, type SecondProcess } from './second-process.ts';
import { buildTenant, buildUser, signIn, type Tenant } from './factories.ts';
import { eventAt, eventsWithin, liveSubscription, type LiveSubscription } from './live.ts';

let a: TestServer;
let b: SecondProcess;
let tenant: Tenant;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  a = await startTestServer();
  tenant = await buildTenant(a);
  b = await startSecondProcess();
}, 90_000);

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await a?.stop();
  const result = await b?.stop();
  expect(
    result,
    `process B did not stop on SIGTERM:
${b?.output()}`,
  ).not.toBe('timeout');
  // main.ts stops on SIGTERM and exits with 0 once its connections are closed.
  expect(result).toEqual({ code: 0, signal: null });
}, 60_000);

const UPSERT = 'mutation Upsert($id: ID) { upsertSession(sessionId: $id) { _id status } }';
const LOGOUT = 'mutation Logout($id: ID!) { logoutSession(sessionId: $id) }';
const LOGGED_OUT = 'subscription LoggedOut($id: ID!) { sessionLoggedOut(sessionId: $id) { sessionId } }';

describe('two server processes on one database', () => {
  it('serves the same tenant and sign-ins from both processes', async () => {
    const person = await buildUser(tenant);
    const token = await signIn(tenant, person);
    const fromB = await gql(b, '{ currentUser { _id } }', {}, { tenant: tenant.slug, token });
    expect(fromB.data?.currentUser._id).toBe(person.user.id);
  });

  it('delivers a logout performed on process A to a subscriber on process B', async () => {
    const person = await buildUser(tenant);
    const [laptop, phone] = [await signIn(tenant, person), await signIn(tenant, person)];
    const laptopSession = (await gql(a, UPSERT, { id: null }, { tenant: tenant.slug, token: laptop })).data.upsertSession._id;
    await gql(a, UPSERT, { id: null }, { tenant: tenant.slug, token: phone });

    const onB = await liveSubscription(b, { tenant: tenant.slug, token: laptop }, LOGGED_OUT, { id: laptopSession }, 1000);
    open.push(onB);
    const logout = await gql(a, LOGOUT, { id: laptopSession }, { tenant: tenant.slug, token: phone });
    expect(logout.data?.logoutSession).toBe(true);

    expect(await eventAt(onB, 0, 10_000)).toEqual({ data: { sessionLoggedOut: { sessionId: laptopSession } } });
    // Process B sees the revoked token as well: nothing of the session lives in A's memory.
    const refused = await gql(b, '{ currentUser { _id } }', {}, { tenant: tenant.slug, token: laptop });
    expect(refused.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(await eventsWithin(onB, 300)).toEqual([]);
  });
});
