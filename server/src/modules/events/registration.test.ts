import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { inHours, insertEvent } from './visibility-fixtures.ts';

const REGISTER = 'mutation($id: ID!) { registerForEvent(eventId: $id) { _id status waitlisted user { _id } registrant { _id } } }';
const REGISTER_OTHERS = 'mutation($id: ID!, $users: [ID!]!) { registerUsersForEvent(eventId: $id, userIds: $users) { _id status waitlisted user { _id } registrant { _id } } }';
const CANCEL = 'mutation($id: ID!, $user: ID, $attendee: ID) { cancelEventRegistration(eventId: $id, userId: $user, attendeeId: $attendee) }';
const EVENT = 'query($id: ID!) { incubatorEvent(id: $id) { _id noOfBookings waitlistCount registration { open reason placesLeft } viewerRegistration { status waitlisted } } }';

let server: TestServer;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;

const as = (person: { token: string }, query: string, variables: Record<string, unknown> = {}) => gql(server, query, variables, { tenant: tenant.slug, token: person.token });
const founder = () => buildSignedInUser(tenant, { roleType: 'founder' });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;

async function places(eventId: string) {
  return withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    const rows = await db.select().from(schema.eventAttendees).where(eq(schema.eventAttendees.eventId, eventId));
    const [event] = await db.select().from(schema.incubatorEvents).where(eq(schema.incubatorEvents.id, eventId));
    return { rows, registered: event.registeredCount, waitlisted: event.waitlistCount };
  });
}

async function notificationsOf(userId: string, type: string) {
  return withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ key: schema.notifications.messageKey })
      .from(schema.notificationRecipients)
      .innerJoin(
        schema.notifications,
        and(eq(schema.notifications.incubatorId, schema.notificationRecipients.incubatorId), eq(schema.notifications.id, schema.notificationRecipients.notificationId)),
      )
      .where(and(eq(schema.notificationRecipients.userId, userId), eq(schema.notifications.notificationType, type))),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'growth' });
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('registering for a group event', () => {
  it('registers while places are left, then waitlists, and promotes the oldest waiting when a place frees up', async () => {
    const id = await insertEvent(tenant, { capacity: 2, availabilityType: 'WAITLIST' });
    const [a, b, c, d] = [await founder(), await founder(), await founder(), await founder()];
    for (const person of [a, b, c, d]) expect((await as(person, REGISTER, { id })).errors).toBeUndefined();
    const again = await as(a, REGISTER, { id });
    expect(again.data.registerForEvent).toMatchObject({ status: 'REGISTERED', waitlisted: false, user: { _id: a.user.id }, registrant: { _id: a.user.id } });

    let now = await places(id);
    expect(now.rows).toHaveLength(4);
    expect([now.registered, now.waitlisted]).toEqual([2, 2]);
    const seen = await as(c, EVENT, { id });
    expect(seen.data.incubatorEvent).toMatchObject({
      noOfBookings: 2,
      waitlistCount: 2,
      registration: { open: true, reason: null, placesLeft: 0 },
      viewerRegistration: { status: 'REGISTERED', waitlisted: true },
    });

    expect((await as(a, CANCEL, { id })).data.cancelEventRegistration).toBe(true);
    now = await places(id);
    expect([now.registered, now.waitlisted]).toEqual([2, 1]);
    // c registered before d: c takes the place and is told.
    expect(now.rows.find((r) => r.userId === c.user.id)?.waitlisted).toBe(false);
    expect(now.rows.find((r) => r.userId === d.user.id)?.waitlisted).toBe(true);
    expect(await notificationsOf(c.user.id, 'eventWaitlistPromoted')).toHaveLength(1);
    expect(await notificationsOf(d.user.id, 'eventWaitlistPromoted')).toHaveLength(0);
    // Each was told of their registration (a waitlisted one that they wait).
    expect((await notificationsOf(d.user.id, 'eventRegistered')).map((n) => n.key)).toEqual(['eventWaitlisted']);

    // Nothing to cancel any more: NOT_FOUND, counts unchanged.
    expect(codeOf(await as(a, CANCEL, { id }))).toBe('NOT_FOUND');
  });

  it('gives places added by a larger capacity to those waiting, in order', async () => {
    const id = await insertEvent(tenant, { capacity: 1 });
    const [a, b, c] = [await founder(), await founder(), await founder()];
    for (const person of [a, b, c]) await as(person, REGISTER, { id });
    await runAs(server.services, tenant.incubator, staff.user.id, async (ctx) => {
      const db = await ctx.tx.db();
      await db.update(schema.incubatorEvents).set({ capacity: 2 }).where(eq(schema.incubatorEvents.id, id));
      await recordEvent(ctx, db, {
        kind: 'events.updated',
        subjectKind: 'incubatorEvent',
        subjectId: id,
        data: { eventId: id, title: 'Event', fields: ['capacity'], timeChanged: false, placeChanged: false },
      });
    });
    const now = await places(id);
    expect([now.registered, now.waitlisted]).toEqual([2, 1]);
    expect(now.rows.find((r) => r.userId === b.user.id)?.waitlisted).toBe(false);
    expect(now.rows.find((r) => r.userId === c.user.id)?.waitlisted).toBe(true);
  });

  it('refuses a full CLOSED event with EVENT_FULL', async () => {
    const id = await insertEvent(tenant, { capacity: 1, availabilityType: 'CLOSED' });
    const [a, b] = [await founder(), await founder()];
    expect((await as(a, REGISTER, { id })).errors).toBeUndefined();
    const refused = await as(b, REGISTER, { id });
    expect(codeOf(refused)).toBe('EVENT_FULL');
    expect(refused.errors?.[0].message).toBe('This event is full.');
    expect((await as(b, EVENT, { id })).data.incubatorEvent.registration).toEqual({ open: false, reason: 'FULL', placesLeft: 0 });
    expect((await places(id)).rows).toHaveLength(1);
  });

  it('closes registration within the notice period and once the event started', async () => {
    const notice = await insertEvent(tenant, { startsAt: inHours(1), noticeEnabled: true, noticeValue: 2, noticeUnit: 'HOURS' });
    const started = await insertEvent(tenant, { startsAt: inHours(-1) });
    const person = await founder();
    expect(codeOf(await as(person, REGISTER, { id: notice }))).toBe('REGISTRATION_CLOSED');
    expect((await as(person, EVENT, { id: notice })).data.incubatorEvent.registration.reason).toBe('NOTICE');
    expect(codeOf(await as(person, REGISTER, { id: started }))).toBe('REGISTRATION_CLOSED');
    expect((await places(notice)).rows).toHaveLength(0);
  });

  it('leaves invitation-only events to those who register others', async () => {
    const id = await insertEvent(tenant, { availabilityMethod: 'INVITED' });
    const person = await founder();
    expect(codeOf(await as(person, REGISTER, { id }))).toBe('FORBIDDEN');
    expect((await as(person, EVENT, { id })).data.incubatorEvent.registration.reason).toBe('INVITED_ONLY');
    const added = await as(staff, REGISTER_OTHERS, { id, users: [person.user.id] });
    expect(added.data.registerUsersForEvent).toEqual([expect.objectContaining({ status: 'REGISTERED', user: { _id: person.user.id }, registrant: { _id: staff.user.id } })]);
  });

  it('answers NOT_FOUND for an event out of sight, a draft, another tenant’s and a malformed id', async () => {
    const person = await founder();
    const staffOnly = await insertEvent(tenant, { visRolesIs: ['staff'] });
    const draft = await insertEvent(tenant, { status: 'DRAFT' });
    const other = await buildTenant(server);
    const elsewhere = await insertEvent(other);
    for (const id of [staffOnly, draft, elsewhere, newId()]) expect(codeOf(await as(person, REGISTER, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await as(person, REGISTER, { id: 'nope' }))).toBe('VALIDATION_ERROR');
    expect((await places(staffOnly)).rows).toHaveLength(0);
  });
});

describe('registering other people', () => {
  it('lets EVENT:REGISTER ALL register anyone the event is for, and refuses people outside its audience by name, writing nothing', async () => {
    const id = await insertEvent(tenant, { visRolesIs: ['founder'] });
    const a = await founder();
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor', firstName: 'Mina' });
    const refused = await as(staff, REGISTER_OTHERS, { id, users: [a.user.id, mentor.user.id] });
    expect(codeOf(refused)).toBe('VALIDATION_ERROR');
    expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'userIds.1', message: expect.stringContaining('Mina') }]);
    expect((await places(id)).rows).toHaveLength(0);

    const ok = await as(staff, REGISTER_OTHERS, { id, users: [a.user.id] });
    expect(ok.data.registerUsersForEvent).toHaveLength(1);
    // Registering again keeps the place.
    const again = await as(staff, REGISTER_OTHERS, { id, users: [a.user.id] });
    expect(again.data.registerUsersForEvent[0]._id).toBe(ok.data.registerUsersForEvent[0]._id);
    expect((await notificationsOf(a.user.id, 'eventRegistered')).map((n) => n.key)).toEqual(['eventRegistered']);
  });

  it('limits ASSIGNED to the founders of the startups one is assigned to', async () => {
    const id = await insertEvent(tenant);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mine = await founder();
    const theirs = await founder();
    await buildStartup(tenant, { founders: [mine.user], coaches: [coach.user] });
    await buildStartup(tenant, { founders: [theirs.user] });
    const refused = await as(coach, REGISTER_OTHERS, { id, users: [mine.user.id, theirs.user.id] });
    expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'userIds.1', message: expect.any(String) }]);
    expect((await places(id)).rows).toHaveLength(0);
    expect((await as(coach, REGISTER_OTHERS, { id, users: [mine.user.id] })).data.registerUsersForEvent).toHaveLength(1);
  });

  it('refuses people without EVENT:REGISTER who do not manage the event, and lets its hosts', async () => {
    const host = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const id = await insertEvent(tenant, { hosts: [host.user.id] });
    const a = await founder();
    const b = await founder();
    expect(codeOf(await as(a, REGISTER_OTHERS, { id, users: [b.user.id] }))).toBe('FORBIDDEN');
    expect((await as(host, REGISTER_OTHERS, { id, users: [b.user.id] })).data.registerUsersForEvent).toHaveLength(1);
    // Another's place is the managers' to cancel.
    expect(codeOf(await as(a, CANCEL, { id, user: b.user.id }))).toBe('FORBIDDEN');
    expect((await as(host, CANCEL, { id, user: b.user.id })).data.cancelEventRegistration).toBe(true);
    expect(await notificationsOf(b.user.id, 'eventCancelled')).toEqual([{ key: 'eventRegistrationCancelled' }]);
  });

  it('refuses a full CLOSED event for the whole group, writing nothing', async () => {
    const id = await insertEvent(tenant, { capacity: 1, availabilityType: 'CLOSED' });
    const [a, b] = [await founder(), await founder()];
    expect(codeOf(await as(staff, REGISTER_OTHERS, { id, users: [a.user.id, b.user.id] }))).toBe('EVENT_FULL');
    expect((await places(id)).rows).toHaveLength(0);
  });

  it('cancels one one-on-one booking and releases its held time', async () => {
    const host = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const person = await founder();
    const id = await insertEvent(tenant, { eventType: 'ONE_ON_ONE', availabilityMode: 'ONE_ON_ONE_GENERAL', hosts: [host.user.id] });
    const attendeeId = newId();
    const slotStart = inHours(30);
    const slotEnd = inHours(31);
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db
        .insert(schema.eventAttendees)
        .values({ incubatorId: tenant.incubator.id, id: attendeeId, eventId: id, userId: person.user.id, slotStart, slotEnd, hostId: host.user.id, startsAt: slotStart });
      await db.update(schema.incubatorEvents).set({ registeredCount: 1 }).where(eq(schema.incubatorEvents.id, id));
      await db
        .insert(schema.calendarHolds)
        .values({ incubatorId: tenant.incubator.id, id: newId(), userId: host.user.id, source: 'event', sourceId: attendeeId, startsAt: slotStart, endsAt: slotEnd });
    });
    expect(codeOf(await as(person, REGISTER, { id }))).toBe('VALIDATION_ERROR');
    expect((await as(person, CANCEL, { id, attendee: attendeeId })).data.cancelEventRegistration).toBe(true);
    const holds = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.calendarHolds).where(eq(schema.calendarHolds.sourceId, attendeeId)));
    expect(holds).toHaveLength(0);
    expect((await places(id)).registered).toBe(0);
  });
});
