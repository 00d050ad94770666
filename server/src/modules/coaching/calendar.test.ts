import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { runAs } from '../../core/request-context.ts';
import { CALENDAR_QUERY, insertSession } from './calendar-fixtures.ts';
import { meetingLinkFor } from './video.ts';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer({ EXTERNAL_CALENDAR_SYNC_INTERVAL_MS: '0', VIDEO_ROOM_URL: 'https://meet.example.org/' });
  tenant = await buildTenant(server);
  other = await buildTenant(server);
});
afterAll(() => server.stop());

const at = (iso: string) => new Date(iso);
const read = (on: Tenant, token: string, variables: Record<string, unknown>) => gql(server, CALENDAR_QUERY, variables, { tenant: on.slug, token });

describe('calendar', () => {
  it('lists the person’s sessions overlapping the range, their tasks and their busy times, in order', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { name: 'Acme', founders: [founder.user], coaches: [coach.user] });
    const inside = await insertSession(tenant, {
      name: 'Kick-off',
      startsAt: at('2030-03-10T09:00:00Z'),
      coaches: [coach.user.id],
      attendees: [founder.user.id],
      startupId: startup.id,
    });
    // Starts before the range and runs into it.
    const overlapping = await insertSession(tenant, { name: 'Late night', startsAt: at('2030-02-28T23:30:00Z'), minutes: 60, coaches: [coach.user.id] });
    const cancelled = await insertSession(tenant, { name: 'Called off', startsAt: at('2030-03-12T09:00:00Z'), coaches: [coach.user.id], cancelled: true });
    await insertSession(tenant, { name: 'Ended before', startsAt: at('2030-02-28T20:00:00Z'), coaches: [coach.user.id] });
    await insertSession(tenant, { name: 'After', startsAt: at('2030-04-01T00:00:00Z'), coaches: [coach.user.id] });
    await insertSession(tenant, { name: 'Not mine', startsAt: at('2030-03-11T09:00:00Z'), coaches: [founder.user.id] });
    const taskId = newId();
    const busyId = newId();
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db.insert(schema.tasks).values({ incubatorId: tenant.incubator.id, id: taskId, name: 'Send deck', dueDate: at('2030-03-15T22:59:59Z') });
      await db.insert(schema.taskAssignees).values({ incubatorId: tenant.incubator.id, taskId, userId: coach.user.id, dueDate: at('2030-03-15T22:59:59Z') });
      const calendarId = newId();
      await db.insert(schema.externalCalendars).values({ incubatorId: tenant.incubator.id, id: calendarId, userId: coach.user.id, url: 'https://calendar.example.org/a.ics' });
      await db
        .insert(schema.externalBusyTimes)
        .values({ incubatorId: tenant.incubator.id, id: busyId, calendarId, userId: coach.user.id, startsAt: at('2030-03-20T13:00:00Z'), endsAt: at('2030-03-20T14:00:00Z') });
    });

    const answer = await read(tenant, coach.token, { from: '2030-03-01T00:00:00Z', to: '2030-04-01T00:00:00Z' });
    expect(answer.errors).toBeUndefined();
    const items = answer.data.calendar;
    expect(items.map((i: { id: string }) => i.id)).toEqual([overlapping, inside, cancelled, taskId, busyId]);
    expect(items[1]).toEqual({
      kind: 'SESSION',
      id: inside,
      title: 'Kick-off',
      start: '2030-03-10T09:00:00.000Z',
      end: '2030-03-10T10:00:00.000Z',
      allDay: false,
      url: `/coaching/session/${inside}`,
      startupName: 'Acme',
      cancelled: false,
    });
    expect(items[2].cancelled).toBe(true);
    expect(items[3]).toMatchObject({ kind: 'TASK', title: 'Send deck', url: '/tasks', allDay: true });
    expect(items[4]).toMatchObject({ kind: 'BUSY', title: null, url: null, start: '2030-03-20T13:00:00.000Z' });
  });

  it('refuses ranges longer than 62 days, reversed or malformed, with a translated validation error', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    for (const [from, to] of [
      ['2030-01-01T00:00:00Z', '2030-03-05T00:00:00Z'],
      ['2030-03-05T00:00:00Z', '2030-03-01T00:00:00Z'],
      ['soon', '2030-03-01T00:00:00Z'],
    ]) {
      const answer = await gql(server, CALENDAR_QUERY, { from, to }, { tenant: tenant.slug, token: person.token, language: 'fr' });
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].message).toContain('62');
      expect(answer.errors?.[0].message).toContain('jours');
    }
  });

  it('shows another person’s calendar only to those who plan others’ time, hiding what they may not read', async () => {
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    const session = await insertSession(tenant, { name: 'Private matter', startsAt: at('2030-05-02T10:00:00Z'), coaches: [coach.user.id], startupId: startup.id });
    const range = { from: '2030-05-01T00:00:00Z', to: '2030-05-31T00:00:00Z', userId: coach.user.id };

    for (const outsider of [founder, mentor]) {
      const refused = await read(tenant, outsider.token, range);
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const seen = await read(tenant, admin.token, range);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.calendar).toEqual([expect.objectContaining({ id: session, title: 'Private matter', url: `/coaching/session/${session}` })]);

    // A person of another organisation, or a made-up id, is not found alike.
    const stranger = await buildUser(other, { roleType: 'coach' });
    for (const userId of [stranger.user.id, newId(), 'nope']) {
      const missing = await read(tenant, admin.token, { ...range, userId });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('keeps the title of a session the planner cannot see behind "busy"', async () => {
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    // Staff whose role sees only their own startups (the role is kept in memory: changed as the owner).
    await changeAsOwner(server, `UPDATE roles SET startup_access = jsonb_set(startup_access, '{visibilitySettings}', '"ASSIGNED"') WHERE id = $1`, [staff.user.roleId]);
    const startup = await buildStartup(tenant, { name: 'Hidden' });
    const session = await insertSession(tenant, { name: 'Secret', startsAt: at('2030-06-02T10:00:00Z'), coaches: [coach.user.id], startupId: startup.id });
    const answer = await read(tenant, staff.token, { from: '2030-06-01T00:00:00Z', to: '2030-06-30T00:00:00Z', userId: coach.user.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.calendar).toEqual([expect.objectContaining({ id: session, kind: 'SESSION', title: null, url: null, startupName: null })]);
  });

  it('needs a signed-in person', async () => {
    const answer = await gql(server, CALENDAR_QUERY, { from: '2030-06-01T00:00:00Z', to: '2030-06-30T00:00:00Z' }, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('video links', () => {
  const linkFor = (on: Tenant, hostId: string, sessionId: string, rooms?: string | null) =>
    runAs(server.services, on.incubator, null, async (ctx) => {
      const config = rooms === undefined ? ctx.services.config : { ...ctx.services.config, calendar: { ...ctx.services.config.calendar, videoRoomUrl: rooms } };
      return meetingLinkFor({ ...ctx, services: { ...ctx.services, config } }, await ctx.tx.db(), hostId, sessionId);
    });

  it('gives the host’s own link first, else a room of the installation where the plan has video conferencing, else none', async () => {
    const premium = await buildTenant(server, { plan: 'enterprise' });
    const basic = await buildTenant(server, { plan: 'starter' });
    const sessionId = newId();
    const host = await buildUser(premium, { roleType: 'coach' });
    const withLink = await buildUser(premium, { roleType: 'coach' });
    await withTenant(server.services.pool, premium.incubator.id, (db) =>
      db.insert(schema.coachingPreferences).values({ incubatorId: premium.incubator.id, userId: withLink.user.id, meetingLink: 'https://zoom.us/j/123456789' }),
    );

    expect(await linkFor(premium, withLink.user.id, sessionId)).toBe('https://zoom.us/j/123456789');
    const room = await linkFor(premium, host.user.id, sessionId);
    expect(room).toBe(`https://meet.example.org/${premium.slug}-${sessionId.replace(/-/g, '').slice(-12)}`);
    // The same session always gets the same room.
    expect(await linkFor(premium, host.user.id, sessionId)).toBe(room);
    expect(await linkFor(premium, host.user.id, newId())).not.toBe(room);

    const basicHost = await buildUser(basic, { roleType: 'coach' });
    expect(await linkFor(basic, basicHost.user.id, sessionId)).toBeNull();
    expect(await linkFor(premium, host.user.id, sessionId, null)).toBeNull();
  });
});
