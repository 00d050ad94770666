import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription, type LiveSubscription } from '../../../test/live.ts';
import { insertSession } from './notes-fixtures.ts';

const UPDATED = 'subscription Updated($sessionId: ID!) { coachingSessionUpdated(sessionId: $sessionId) { sessionId kind notesRevision editing by { _id } } }';
const SAVE = 'mutation SaveNotes($id: ID!, $input: CoachingSessionNotesInput!) { saveCoachingSessionNotes(id: $id, input: $input) { notesRevision } }';
const PRESENCE = 'mutation Presence($sessionId: ID!, $editing: Boolean!) { coachingSessionPresence(sessionId: $sessionId, editing: $editing) }';

let server: TestServer;
let tenant: Tenant;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.stop();
});

const call = (query: string, variables: Record<string, unknown>, token: string) => gql(server, query, variables, { tenant: tenant.slug, token });
async function listen(token: string, sessionId: string, on: Tenant = tenant) {
  const subscription = await liveSubscription(server, { tenant: on.slug, token }, UPDATED, { sessionId });
  open.push(subscription);
  return subscription;
}

describe('coachingSessionUpdated', () => {
  it("tells every open page of the shared notes, and only the staff side of the staff's", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const cocoach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user, cocoach.user] });
    const session = await insertSession(tenant, { startupId: startup.id, coachIds: [coach.user.id, cocoach.user.id], attendeeIds: [founder.user.id] });
    const coachPage = await listen(cocoach.token, session.id);
    const founderPage = await listen(founder.token, session.id);

    expect((await call(SAVE, { id: session.id, input: { staffEditor: '<p>Between us</p>', revision: 0 } }, coach.token)).errors).toBeUndefined();
    const staffPush = await eventAt(coachPage, 0);
    expect(staffPush.data?.coachingSessionUpdated).toEqual({ sessionId: session.id, kind: 'STAFF_NOTES', notesRevision: 1, editing: null, by: { _id: coach.user.id } });
    expect(await eventsWithin(founderPage, 700)).toEqual([]);

    await call(SAVE, { id: session.id, input: { editor: '<p>Agenda</p>', revision: 1 } }, coach.token);
    expect((await eventAt(founderPage, 0)).data?.coachingSessionUpdated).toMatchObject({ kind: 'NOTES', notesRevision: 2 });
    expect((await eventAt(coachPage, 1)).data?.coachingSessionUpdated).toMatchObject({ kind: 'NOTES', notesRevision: 2 });

    // Once shared, the startup's side hears of the staff's notes too.
    await call(SAVE, { id: session.id, input: { staffEditorPublic: true, revision: 2 } }, coach.token);
    expect((await eventAt(founderPage, 1)).data?.coachingSessionUpdated).toMatchObject({ kind: 'DETAILS', notesRevision: 3 });
    await call(SAVE, { id: session.id, input: { staffEditor: '<p>Now for everyone</p>', revision: 3 } }, coach.token);
    expect((await eventAt(founderPage, 2)).data?.coachingSessionUpdated).toMatchObject({ kind: 'STAFF_NOTES', notesRevision: 4 });
  });

  it('tells the others who is typing, not oneself', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user] });
    const session = await insertSession(tenant, { startupId: startup.id, coachIds: [coach.user.id], attendeeIds: [founder.user.id] });
    const coachPage = await listen(coach.token, session.id);
    const founderPage = await listen(founder.token, session.id);
    expect((await call(PRESENCE, { sessionId: session.id, editing: true }, founder.token)).data).toEqual({ coachingSessionPresence: true });
    expect((await eventAt(coachPage, 0)).data?.coachingSessionUpdated).toMatchObject({ kind: 'PRESENCE', editing: true, by: { _id: founder.user.id } });
    expect(await eventsWithin(founderPage, 500)).toEqual([]);
  });

  it('passes on what the sessions part records: a session deleted reaches its open pages', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user] });
    const session = await insertSession(tenant, { startupId: startup.id, coachIds: [coach.user.id], attendeeIds: [founder.user.id] });
    const founderPage = await listen(founder.token, session.id);
    expect((await call('mutation Delete($id: ID!) { deleteCoachingSession(id: $id) }', { id: session.id }, admin.token)).errors).toBeUndefined();
    expect((await eventAt(founderPage, 0)).data?.coachingSessionUpdated).toMatchObject({ sessionId: session.id, kind: 'DELETED' });
  });

  it("refuses a session out of reach and another tenant's", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const stranger = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [stranger.user] });
    const session = await insertSession(tenant, { coachIds: [coach.user.id] });
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    for (const page of [await listen(stranger.token, session.id), await listen(outsider.token, session.id, other)]) {
      await eventAt(page, 0);
      expect(page.events[0].errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await call(PRESENCE, { sessionId: session.id, editing: false }, stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
