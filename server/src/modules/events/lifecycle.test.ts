import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { ARCHIVE, CANCEL, CREATE, DELETE, DUPLICATE, PUBLISH, UNPUBLISH, UPDATE, caller, codeOf, fieldsOf, insertAttendee, ok, stored } from './records-support.ts';

let server: TestServer;
let tenant: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  call = caller(server, tenant);
});
afterAll(() => server.stop());

const create = async (token: string) => ok(await call(CREATE, {}, token)).createIncubatorEvent;

/** The domain events recorded about an event, oldest first. */
async function recorded(eventId: string) {
  const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ kind: schema.domainEvents.kind, data: schema.domainEvents.data })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), eq(schema.domainEvents.subjectId, eventId)))
      .orderBy(schema.domainEvents.createdAt),
  );
  return rows as Array<{ kind: string; data: Record<string, unknown> }>;
}

describe('publishing', () => {
  it('publishes a draft, refuses it twice, and unpublishes only while nobody holds a place', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const event = await create(staff.token);
    expect(ok(await call(PUBLISH, { eventId: event._id }, staff.token)).publishIncubatorEvent.status).toBe('PUBLISHED');
    expect(codeOf(await call(PUBLISH, { eventId: event._id }, staff.token))).toBe('EVENT_NOT_DRAFT');
    // A published event cannot lose its title.
    expect(fieldsOf(await call(UPDATE, { eventId: event._id, data: { title: '' } }, staff.token))).toEqual(['title']);
    await insertAttendee(server, tenant, event._id, founder.user.id, new Date(event.startTime));
    const refused = await call(UNPUBLISH, { eventId: event._id }, staff.token);
    expect(codeOf(refused)).toBe('EVENT_HAS_REGISTRATIONS');
    expect((await stored(server, tenant, event._id)).row.status).toBe('PUBLISHED');
    const empty = await create(staff.token);
    ok(await call(PUBLISH, { eventId: empty._id }, staff.token));
    expect(ok(await call(UNPUBLISH, { eventId: empty._id }, staff.token)).unpublishIncubatorEvent.status).toBe('DRAFT');
    expect((await recorded(empty._id)).map((e) => e.kind)).toEqual(['events.created', 'events.published', 'events.unpublished']);
  });

  it('needs a title before publishing a draft', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const event = await create(staff.token);
    ok(await call(UPDATE, { eventId: event._id, data: { title: '' } }, staff.token));
    const answer = await call(PUBLISH, { eventId: event._id }, staff.token);
    expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(answer)).toEqual(['title']);
  });
});

describe('cancelling and deleting', () => {
  it('lets EVENT:DELETE cancel any event with a message, and the creator their own; hosts may not', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const event = await create(coach.token);
    ok(await call(UPDATE, { eventId: event._id, data: { hostIds: [coach.user.id, mentor.user.id], editPermission: 'HOSTS' } }, coach.token));
    expect(codeOf(await call(CANCEL, { eventId: event._id }, mentor.token))).toBe('FORBIDDEN');
    const cancelled = ok(await call(CANCEL, { eventId: event._id, message: 'Speaker ill' }, staff.token)).cancelIncubatorEvent;
    expect(cancelled.status).toBe('CANCELLED');
    expect((await recorded(event._id)).at(-1)).toMatchObject({ kind: 'events.cancelled', data: { message: 'Speaker ill' } });
    expect(codeOf(await call(CANCEL, { eventId: event._id }, staff.token))).toBe('EVENT_CANCELLED');
    expect(codeOf(await call(UPDATE, { eventId: event._id, data: { title: 'Back' } }, staff.token))).toBe('EVENT_CANCELLED');
    const own = await create(coach.token);
    expect(ok(await call(CANCEL, { eventId: own._id }, coach.token)).cancelIncubatorEvent.status).toBe('CANCELLED');
  });

  it('records who had a place before the rows go', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const event = await create(staff.token);
    await insertAttendee(server, tenant, event._id, founder.user.id, new Date(event.startTime));
    expect(codeOf(await call(DELETE, { eventId: event._id }, founder.token))).toBe('NOT_FOUND');
    expect(ok(await call(DELETE, { eventId: event._id }, staff.token)).deleteIncubatorEvent).toBe(true);
    expect((await stored(server, tenant, event._id)).row).toBeUndefined();
    expect((await recorded(event._id)).at(-1)).toMatchObject({
      kind: 'events.deleted',
      data: { eventId: event._id, title: event.title, startsAt: event.startTime, endsAt: event.endTime, sequence: 0, attendeeIds: [founder.user.id], hostIds: [staff.user.id] },
    });
  });
});

describe('archive and duplicate', () => {
  it('archives and restores, and duplicates as a draft copy without places, outside the series', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const event = await create(staff.token);
    ok(
      await call(
        UPDATE,
        {
          eventId: event._id,
          data: { title: 'Demo day', capacity: 30, hostIds: [staff.user.id, coach.user.id], recurrence: { frequency: 'WEEKLY', interval: 1, weekdays: [], until: null, count: 2 } },
        },
        staff.token,
      ),
    );
    ok(await call(PUBLISH, { eventId: event._id }, staff.token));
    await insertAttendee(server, tenant, event._id, founder.user.id, new Date(event.startTime));
    expect(ok(await call(ARCHIVE, { eventId: event._id, archived: true }, staff.token)).archiveIncubatorEvent.isArchived).toBe(true);
    expect(ok(await call(ARCHIVE, { eventId: event._id, archived: false }, staff.token)).archiveIncubatorEvent.isArchived).toBe(false);
    const copy = ok(await call(DUPLICATE, { eventId: event._id }, coach.token)).duplicateIncubatorEvent;
    expect(copy).toMatchObject({ title: 'Copy of Demo day', status: 'DRAFT', capacity: 30, seriesId: null, recurrence: null, createdBy: { _id: coach.user.id } });
    expect(copy.hosts.map((h: { _id: string }) => h._id).sort()).toEqual([staff.user.id, coach.user.id].sort());
    const { row } = await stored(server, tenant, copy._id);
    expect([row.registeredCount, row.waitlistCount]).toEqual([0, 0]);
    const founderCopy = await call(DUPLICATE, { eventId: event._id }, founder.token);
    expect(codeOf(founderCopy)).toBe('FORBIDDEN');
  });
});
