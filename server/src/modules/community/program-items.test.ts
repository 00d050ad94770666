import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import { buildCommunity, caller, type Community, feedIds, ok } from './feed-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let people: Community;
let call: ReturnType<typeof caller>;

const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($eventId: ID!, $data: IncubatorEventInput!) { updateIncubatorEvent(eventId: $eventId, data: $data) { _id } }';
const PUBLISH = 'mutation P($eventId: ID!) { publishIncubatorEvent(eventId: $eventId) { _id status } }';
const UNPUBLISH = 'mutation P($eventId: ID!) { unpublishIncubatorEvent(eventId: $eventId) { _id status } }';
const CANCEL = 'mutation C($eventId: ID!) { cancelIncubatorEvent(eventId: $eventId) { _id status } }';
const DELETE = 'mutation D($eventId: ID!) { deleteIncubatorEvent(eventId: $eventId) }';
const ITEMS = 'query { newsFeed(filter: { kind: EVENT }) { results { _id kind subjectId visibility programIds author { _id } data } } }';

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server, { plan: 'enterprise' });
  people = await buildCommunity(tenant);
});
afterAll(() => server.stop());

/** A published event of the staff, with these details. */
async function publishedEvent(on: Tenant, staffToken: string, data: Record<string, unknown>): Promise<string> {
  const id = ok(await call(CREATE, {}, staffToken, on)).createIncubatorEvent._id;
  ok(await call(UPDATE, { eventId: id, data }, staffToken, on));
  expect(ok(await call(PUBLISH, { eventId: id }, staffToken, on)).publishIncubatorEvent.status).toBe('PUBLISHED');
  return id;
}

/** An event's visibility as its editor sends it: every rule, each with what it requires and refuses. */
const audience = (rules: { roles?: string[]; programs?: string[]; notPrograms?: string[] }) => ({
  userRoles: { is: rules.roles ?? [], isNot: [] },
  userTags: { is: [], isNot: [] },
  startupTags: { is: [], isNot: [] },
  startupPrograms: { is: rules.programs ?? [], isNot: rules.notPrograms ?? [] },
});

const itemsFor = async (token: string, on = tenant) => ok(await call(ITEMS, {}, token, on)).newsFeed.results;

describe('programme items', () => {
  it('place a published event in the feed of the people it is for, and follow its changes until it is cancelled', async () => {
    const eventId = await publishedEvent(tenant, people.staff.token, { title: 'Demo Day rehearsal', visibility: audience({ programs: [people.programA] }) });
    const [item] = await itemsFor(people.founderA.token);
    expect(item).toMatchObject({ kind: 'EVENT', subjectId: eventId, visibility: 'PROGRAM', programIds: [people.programA], author: null });
    expect(item.data).toMatchObject({ eventId, title: 'Demo Day rehearsal', startsAt: expect.any(String), endsAt: expect.any(String) });
    expect((await itemsFor(people.mentorA.token)).map((i: { _id: string }) => i._id)).toEqual([item._id]);
    expect(await itemsFor(people.founderB.token)).toEqual([]);

    ok(await call(UPDATE, { eventId, data: { title: 'Demo Day dress rehearsal' } }, people.staff.token, tenant));
    expect((await itemsFor(people.founderA.token))[0]).toMatchObject({ _id: item._id, data: { title: 'Demo Day dress rehearsal' } });

    ok(await call(CANCEL, { eventId }, people.staff.token, tenant));
    expect(await itemsFor(people.founderA.token)).toEqual([]);
    expect(await itemsFor(people.staff.token)).toEqual([]);
  });

  it('show an event open to all to everyone, and take it back when unpublished or deleted', async () => {
    const own = await buildTenant(server, { plan: 'enterprise' });
    const p = await buildCommunity(own);
    const open = await publishedEvent(own, p.staff.token, { title: 'Community breakfast' });
    expect((await itemsFor(p.member.token, own)).map((i: { subjectId: string; visibility: string }) => [i.subjectId, i.visibility])).toEqual([[open, 'EVERYONE']]);
    ok(await call(UNPUBLISH, { eventId: open }, p.staff.token, own));
    expect(await itemsFor(p.member.token, own)).toEqual([]);
    const other = await publishedEvent(own, p.staff.token, { title: 'Investor office hours', visibility: audience({ roles: ['cofounder'] }) });
    expect((await itemsFor(p.founderA.token, own)).map((i: { subjectId: string; visibility: string }) => [i.subjectId, i.visibility])).toEqual([[other, 'ROLES']]);
    expect(await itemsFor(p.member.token, own)).toEqual([]);
    ok(await call(DELETE, { eventId: other }, p.staff.token, own));
    expect(await feedIds(server, own, p.staff.token, { kind: 'EVENT' })).toEqual([]);
  });

  it('leave out events whose audience the feed cannot say, and every event without programPage', async () => {
    const own = await buildTenant(server, { plan: 'enterprise' });
    const p = await buildCommunity(own);
    await publishedEvent(own, p.staff.token, { title: 'Not for programme B', visibility: audience({ notPrograms: [p.programB] }) });
    expect(await itemsFor(p.staff.token, own)).toEqual([]);
    await setFlags(server, own, { programPage: false });
    await publishedEvent(own, p.staff.token, { title: 'Open, but no programme page' });
    expect(await itemsFor(p.staff.token, own)).toEqual([]);
  });
});
