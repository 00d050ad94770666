import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildInvitation, buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { AVAIL_URL, syncAvailTask } from './avail-tasks.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const PREFS =
  'query P($userId: ID) { coachingPreferences(userId: $userId) { userId timeZone effectiveTimeZone defaultDuration bufferMinutes minimumNoticeMinutes bookingHorizonDays hours meetingLink } }';
const SAVE_PREFS =
  'mutation S($userId: ID, $input: CoachingPreferencesInput!) { updateCoachingPreferences(userId: $userId, input: $input) { defaultDuration bufferMinutes hours meetingLink timeZone } }';
const WEEK = 'query W($userId: ID) { weeklyAvailability(userId: $userId) { timeZone hours slots { weekday from to } } }';
const SAVE_WEEK = 'mutation U($userId: ID, $slots: [WeeklySlotInput!]!) { updateWeeklyAvailability(userId: $userId, slots: $slots) { hours slots { weekday from to } } }';
const EXCEPTIONS = 'query E($userId: ID, $from: String!, $to: String!) { availabilityExceptions(userId: $userId, from: $from, to: $to) { _id start end available note } }';
const ADD_EXCEPTION = 'mutation A($input: AvailabilityExceptionInput!) { addAvailabilityException(input: $input) { _id start end available note } }';
const DELETE_EXCEPTION = 'mutation D($id: ID!) { deleteAvailabilityException(id: $id) }';

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant, language?: string) =>
  gql(server, query, variables, { tenant: on.slug, token, language });
const VALID = {
  timeZone: 'Europe/Paris',
  defaultDuration: 45,
  bufferMinutes: 10,
  minimumNoticeMinutes: 60,
  bookingHorizonDays: 30,
  hours: 'business',
  meetingLink: 'https://meet.example.org/anna',
};

describe('coaching preferences', () => {
  it('reads the defaults, saves valid preferences and keeps the profile link in step', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const before = await call(PREFS, {}, coach.token);
    expect(before.data.coachingPreferences).toMatchObject({
      userId: coach.user.id,
      timeZone: null,
      defaultDuration: 60,
      bufferMinutes: 0,
      minimumNoticeMinutes: 720,
      bookingHorizonDays: 60,
      hours: 'business',
    });
    const saved = await call(SAVE_PREFS, { input: VALID }, coach.token);
    expect(saved.data.updateCoachingPreferences).toEqual({
      defaultDuration: 45,
      bufferMinutes: 10,
      hours: 'business',
      meetingLink: 'https://meet.example.org/anna',
      timeZone: 'Europe/Paris',
    });
    const profile = await call('{ currentUser { profileCoachingMeetingSettings { defaultMeetingLocation } } }', {}, coach.token);
    expect(profile.data.currentUser.profileCoachingMeetingSettings.defaultMeetingLocation).toBe('https://meet.example.org/anna');
  });

  it('refuses bad values field by field, in the reader’s language, and writes nothing', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const answer = await call(
      SAVE_PREFS,
      { input: { ...VALID, timeZone: 'Mars/Olympus', defaultDuration: 17, bufferMinutes: 121, bookingHorizonDays: 0, meetingLink: 'javascript:alert(1)' } },
      coach.token,
    );
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].extensions?.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'bookingHorizonDays',
      'bufferMinutes',
      'defaultDuration',
      'meetingLink',
      'timeZone',
    ]);
    const french = await call(SAVE_PREFS, { input: { ...VALID, defaultDuration: 17 } }, coach.token, tenant, 'fr');
    expect(french.errors?.[0].extensions?.fields).toEqual([{ field: 'defaultDuration', message: "Durée par défaut n'est pas une durée de rendez-vous possible" }]);
    expect((await call(PREFS, {}, coach.token)).data.coachingPreferences.defaultDuration).toBe(60);
  });

  it("lets only AVAILABILITY:EDIT read or change another person's, and hides other organisations' people", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'coach' });
    expect((await call(PREFS, { userId: coach.user.id }, mentor.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(SAVE_PREFS, { userId: coach.user.id, input: VALID }, mentor.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(SAVE_PREFS, { userId: coach.user.id, input: VALID }, staff.token)).data.updateCoachingPreferences.defaultDuration).toBe(45);
    expect((await call(PREFS, { userId: stranger.user.id }, staff.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(PREFS, { userId: 'nonsense' }, staff.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('weekly availability', () => {
  it('saves ordered ranges per weekday and reads them back sorted', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const slots = [
      { weekday: 2, from: '14:00', to: '17:00' },
      { weekday: 1, from: '09:00', to: '12:00' },
      { weekday: 2, from: '09:00', to: '12:00' },
    ];
    const saved = await call(SAVE_WEEK, { slots }, coach.token);
    expect(saved.data.updateWeeklyAvailability.slots).toEqual([slots[1], slots[2], slots[0]]);
    expect((await call(WEEK, {}, coach.token)).data.weeklyAvailability).toMatchObject({ hours: 'business', slots: [slots[1], slots[2], slots[0]] });
  });

  it('refuses overlapping, reversed, malformed ranges and times outside the hours setting', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const answer = await call(
      SAVE_WEEK,
      {
        slots: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:00', to: '13:00' },
          { weekday: 2, from: '12:00', to: '10:00' },
          { weekday: 3, from: '06:00', to: '08:00' },
          { weekday: 4, from: '9h', to: '10:00' },
        ],
      },
      coach.token,
    );
    const fields = answer.errors?.[0].extensions?.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'slots.2.to', message: 'The end must be after the start' },
        { field: 'slots.3.to', message: 'Times must lie between 07:00 and 18:00' },
        { field: 'slots.4.from', message: 'Enter a time such as 09:30' },
      ]),
    );
    const overlap = await call(
      SAVE_WEEK,
      {
        slots: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:00', to: '13:00' },
        ],
      },
      coach.token,
    );
    expect(overlap.errors?.[0].extensions?.fields).toEqual([{ field: 'slots.1.from', message: 'This range overlaps another one on the same day' }]);
    expect((await call(WEEK, {}, coach.token)).data.weeklyAvailability.slots).toEqual([]);
    // With all hours, early mornings are allowed.
    await call(SAVE_PREFS, { input: { ...VALID, hours: 'all' } }, coach.token);
    expect((await call(SAVE_WEEK, { slots: [{ weekday: 3, from: '06:00', to: '08:00' }] }, coach.token)).data.updateWeeklyAvailability.slots).toHaveLength(1);
  });

  it("changes another person's week only with AVAILABILITY:EDIT", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const other = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const slots = [{ weekday: 5, from: '10:00', to: '11:00' }];
    expect((await call(SAVE_WEEK, { userId: other.user.id, slots }, coach.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(SAVE_WEEK, { userId: other.user.id, slots }, staff.token)).data.updateWeeklyAvailability.slots).toEqual(slots);
  });
});

describe('date exceptions', () => {
  it('adds, lists and deletes time off and extra time', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const off = await call(ADD_EXCEPTION, { input: { start: '2030-05-01T00:00:00Z', end: '2030-05-02T00:00:00Z', available: false, note: 'Holiday' } }, coach.token);
    expect(off.data.addAvailabilityException).toMatchObject({ start: '2030-05-01T00:00:00.000Z', available: false, note: 'Holiday' });
    await call(ADD_EXCEPTION, { input: { start: '2030-05-03T08:00:00Z', end: '2030-05-03T10:00:00Z', available: true } }, coach.token);
    const listed = await call(EXCEPTIONS, { from: '2030-04-01T00:00:00Z', to: '2030-06-01T00:00:00Z' }, coach.token);
    expect(listed.data.availabilityExceptions.map((e: { available: boolean }) => e.available)).toEqual([false, true]);
    expect((await call(DELETE_EXCEPTION, { id: off.data.addAvailabilityException._id }, coach.token)).data.deleteAvailabilityException).toBe(true);
    expect((await call(EXCEPTIONS, { from: '2030-04-01T00:00:00Z', to: '2030-06-01T00:00:00Z' }, coach.token)).data.availabilityExceptions).toHaveLength(1);
  });

  it("refuses an end before the start, and another person's exception reads as not found", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const reversed = await call(ADD_EXCEPTION, { input: { start: '2030-05-02T00:00:00Z', end: '2030-05-01T00:00:00Z' } }, coach.token);
    expect(reversed.errors?.[0].extensions?.fields).toEqual([{ field: 'end', message: 'The end must be after the start' }]);
    const mine = await call(ADD_EXCEPTION, { input: { start: '2030-05-01T00:00:00Z', end: '2030-05-02T00:00:00Z' } }, coach.token);
    expect((await call(DELETE_EXCEPTION, { id: mine.data.addAvailabilityException._id }, mentor.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      (await call(ADD_EXCEPTION, { input: { userId: coach.user.id, start: '2030-05-01T00:00:00Z', end: '2030-05-02T00:00:00Z' } }, mentor.token)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('the avail tasks', () => {
  const openTasks = (userId: string) =>
    withTenant(server.services.pool, tenant.incubator.id, async (db) =>
      db
        .select({ type: schema.tasks.taskType, done: schema.taskAssignees.done, url: schema.tasks.url })
        .from(schema.taskAssignees)
        .innerJoin(schema.tasks, and(eq(schema.tasks.incubatorId, schema.taskAssignees.incubatorId), eq(schema.tasks.id, schema.taskAssignees.taskId)))
        .where(and(eq(schema.taskAssignees.incubatorId, tenant.incubator.id), eq(schema.taskAssignees.userId, userId))),
    );
  const sync = (user: { id: string }) =>
    runAs(server.services, tenant.incubator, null, async (ctx) => {
      const db = await ctx.tx.db();
      const [row] = await db
        .select()
        .from(schema.users)
        .where(and(eq(schema.users.incubatorId, tenant.incubator.id), eq(schema.users.id, user.id)));
      await syncAvailTask(ctx, db, row);
    });

  it('asks coaches for coaching time and mentors for their time until they save a week, then completes it', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    for (const person of [coach, mentor, founder]) await sync(person.user);
    expect(await openTasks(coach.user.id)).toEqual([{ type: 'availCoaching', done: false, url: AVAIL_URL }]);
    expect(await openTasks(mentor.user.id)).toEqual([{ type: 'avail', done: false, url: AVAIL_URL }]);
    expect(await openTasks(founder.user.id)).toEqual([]);
    // A second sync does not ask twice.
    await sync(coach.user);
    expect(await openTasks(coach.user.id)).toHaveLength(1);
    await call(SAVE_WEEK, { slots: [{ weekday: 1, from: '09:00', to: '10:00' }] }, coach.token);
    expect(await openTasks(coach.user.id)).toEqual([{ type: 'availCoaching', done: true, url: AVAIL_URL }]);
  });

  it('asks an invited mentor once they accept the invitation', async () => {
    const invitation = await buildInvitation(tenant, { roleType: 'mentor' });
    const mail = await server.mailbox.waitFor(invitation.email, /acceptinvitation/);
    const token = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const answer = await rest(server, 'POST', '/api/users/acceptinvitation', { token, password: 'a long enough passphrase' }, { tenant: tenant.slug });
    expect(answer.status).toBe(200);
    expect((await openTasks(invitation.user.id)).filter((task) => task.url === AVAIL_URL)).toEqual([{ type: 'avail', done: false, url: AVAIL_URL }]);
  });
});
