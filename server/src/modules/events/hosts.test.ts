import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { ASSIGN, insertOneOnOne } from './booking-fixtures.ts';
import { eventAvailabilityUrl, eventEditUrl } from './event-tasks.ts';
import type { EventRow } from './repo.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  otherTenant = await buildTenant(server, { plan: 'enterprise' });
});
afterAll(() => server.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const SAVE_WEEK = 'mutation U($slots: [WeeklySlotInput!]!) { updateWeeklyAvailability(slots: $slots) { slots { weekday } } }';

/** The automatic tasks of a type a person holds: [url, done] pairs. */
async function tasksOf(userId: string, type: string) {
  const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ url: schema.tasks.url, done: schema.taskAssignees.done, name: schema.tasks.name })
      .from(schema.taskAssignees)
      .innerJoin(schema.tasks, and(eq(schema.tasks.incubatorId, schema.taskAssignees.incubatorId), eq(schema.tasks.id, schema.taskAssignees.taskId)))
      .where(and(eq(schema.taskAssignees.incubatorId, tenant.incubator.id), eq(schema.taskAssignees.userId, userId), eq(schema.tasks.taskType, type))),
  );
  return rows;
}

/** Records an event of the records slice as its changes do, so that the reactions run in the same transaction. */
const happen = (kind: 'events.published' | 'events.cancelled' | 'events.updated', event: EventRow) =>
  runAs(server.services, tenant.incubator, event.createdBy, async (ctx) => {
    const base = { eventId: event.id, title: event.title };
    const data =
      kind === 'events.cancelled' ? { ...base, message: null } : kind === 'events.updated' ? { ...base, fields: ['oneOnOneDates'], timeChanged: false, placeChanged: false } : base;
    await recordEvent(ctx, await ctx.tx.db(), { kind, subjectKind: 'incubatorEvent', subjectId: event.id, data } as never);
  });

describe('assignEventHosts', () => {
  it('sets the hosts for those who may edit the event, keeping each row’s start equal to the event’s', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const [coach, mentor] = [await buildSignedInUser(tenant, { roleType: 'coach' }), await buildSignedInUser(tenant, { roleType: 'mentor' })];
    const event = await insertOneOnOne(server, tenant, { createdBy: staff.user.id, hostIds: [coach.user.id], calendarHost: coach.user.id });
    const answer = await call(ASSIGN, { eventId: event.id, hostIds: [mentor.user.id, mentor.user.id] }, staff.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.assignEventHosts.hosts).toEqual([{ _id: mentor.user.id }]);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.eventHosts)
        .where(and(eq(schema.eventHosts.incubatorId, tenant.incubator.id), eq(schema.eventHosts.eventId, event.id))),
    );
    expect(rows.map((r) => [r.userId, r.startsAt.toISOString()])).toEqual([[mentor.user.id, event.startsAt.toISOString()]]);
    const [after] = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.incubatorEvents).where(eq(schema.incubatorEvents.id, event.id)));
    expect(after.calendarHost).toBe(mentor.user.id);
  });

  it('refuses people who may not edit, hosts who are not on the programme’s side, other tenants and bad input', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const event = await insertOneOnOne(server, tenant, { createdBy: staff.user.id });
    expect(codeOf(await call(ASSIGN, { eventId: event.id, hostIds: [coach.user.id] }, founder.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(ASSIGN, { eventId: event.id, hostIds: [founder.user.id] }, staff.token))).toBe('NOT_FOUND');
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'coach' });
    expect(codeOf(await call(ASSIGN, { eventId: event.id, hostIds: [stranger.user.id] }, staff.token))).toBe('NOT_FOUND');
    const elsewhere = await insertOneOnOne(server, otherTenant);
    expect(codeOf(await call(ASSIGN, { eventId: elsewhere.id, hostIds: [coach.user.id] }, staff.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(ASSIGN, { eventId: event.id, hostIds: ['nope'] }, staff.token))).toBe('VALIDATION_ERROR');
    const draft = await insertOneOnOne(server, tenant, { status: 'DRAFT', createdBy: staff.user.id });
    expect(codeOf(await call(ASSIGN, { eventId: draft.id, hostIds: [coach.user.id] }, founder.token))).toBe('NOT_FOUND');
    const hosts = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.eventHosts).where(eq(schema.eventHosts.eventId, event.id)));
    expect(hosts).toEqual([]);
  });
});

describe('automatic tasks of one-on-one events', () => {
  it('asks the creator for hosts, then each GENERAL host for a weekly time; done when given, withdrawn when cancelled', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const event = await insertOneOnOne(server, tenant, { createdBy: staff.user.id, title: 'Investor hours' });
    await happen('events.published', event);
    expect(await tasksOf(staff.user.id, 'hostAssignation')).toEqual([{ url: eventEditUrl(event.id), done: false, name: 'Choose the hosts of Investor hours' }]);

    await call(ASSIGN, { eventId: event.id, hostIds: [mentor.user.id] }, staff.token);
    expect((await tasksOf(staff.user.id, 'hostAssignation')).map((t) => t.done)).toEqual([true]);
    expect(await tasksOf(mentor.user.id, 'availEventCoaching')).toMatchObject([{ url: eventAvailabilityUrl(event.id), done: false }]);

    await call(SAVE_WEEK, { slots: [{ weekday: 1, from: '09:00', to: '12:00' }] }, mentor.token);
    expect((await tasksOf(mentor.user.id, 'availEventCoaching')).map((t) => t.done)).toEqual([true]);

    const other = await insertOneOnOne(server, tenant, { createdBy: staff.user.id });
    await happen('events.published', other);
    expect(await tasksOf(staff.user.id, 'hostAssignation')).toHaveLength(2);
    await happen('events.cancelled', other);
    expect((await tasksOf(staff.user.id, 'hostAssignation')).map((t) => t.url)).toEqual([eventEditUrl(event.id)]);
  });

  it('asks hosts of a SPECIFIC event without dates to set them, done once the dates are saved', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const expert = await buildSignedInUser(tenant, { roleType: 'expert' });
    const event = await insertOneOnOne(server, tenant, { createdBy: staff.user.id, availabilityMode: 'ONE_ON_ONE_SPECIFIC', hostIds: [expert.user.id] });
    await happen('events.published', event);
    expect(await tasksOf(expert.user.id, 'availEventSpecific')).toMatchObject([{ url: eventEditUrl(event.id), done: false }]);
    expect(await tasksOf(staff.user.id, 'hostAssignation')).toEqual([]);
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .update(schema.incubatorEvents)
        .set({ oneOnOneDates: [{ start: '2030-01-07T09:00:00.000Z', end: '2030-01-07T12:00:00.000Z' }] })
        .where(eq(schema.incubatorEvents.id, event.id)),
    );
    await happen('events.updated', event);
    expect((await tasksOf(expert.user.id, 'availEventSpecific')).map((t) => t.done)).toEqual([true]);
  });
});
