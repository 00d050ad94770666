import { and, count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { caller, codeOf, ok, type Call } from '../startups/test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const FIELDS = `_id name eventType date expectedDuration sequence locationMode location meetingLink cancelledAt sessionStartDateTime sessionEndDateTime estimatedDuration
  startup { _id } coachs { _id } attendees { _id } viewerCan { edit delete start end }
  changelogs { type groupId oldValue newValue initiator { _id } }`;
const CREATE = `mutation CreateCoachingSession($input: CoachingSessionInput!) { createCoachingSession(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateSession($id: ID!, $input: CoachingSessionChanges!) { updateCoachingSession(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation DeleteSession($id: ID!) { deleteCoachingSession(id: $id) }';
const START = 'mutation Start($id: ID!) { startCoachingSession(id: $id) { _id sessionStartDateTime viewerCan { start end } } }';
const END = 'mutation End($id: ID!, $minutes: Int) { endCoachingSession(id: $id, estimatedDuration: $minutes) { _id sessionEndDateTime estimatedDuration viewerCan { end } } }';
const READ = `query Session($id: ID!) { coachingSession(id: $id) { ${FIELDS} } }`;
const LIST = `query Sessions($filter: CoachingSessionFilter, $cursor: String, $limit: Int) { coachingSessions(filter: $filter, cursor: $cursor, limit: $limit) { results { _id date } next } }`;
const TIMELINE = `query Timeline($startupId: ID!) { startupEvents(startupId: $startupId) { results { __typename ... on CoachingSessionPost { coachingSession { _id name } appEvent { conferenceData { url } } } } } }`;

const inDays = (days: number, hour = 10) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

async function scene() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', language: 'fr' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const otherCoach = await buildSignedInUser(on, { roleType: 'coach' });
  const mentor = await buildSignedInUser(on, { roleType: 'mentor' });
  const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  const elsewhere = await buildStartup(on, { coaches: [otherCoach.user] });
  return { on, staff, founder, coach, otherCoach, mentor, startup, elsewhere };
}

const input = (over: Record<string, unknown> = {}) => ({ name: 'Pitch review', date: inDays(3), expectedDuration: 60, ...over });

async function rows(on: Tenant) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => ({
    sessions: (await db.select({ n: count() }).from(schema.coachingSessions))[0].n,
    people: (await db.select({ n: count() }).from(schema.coachingSessionPeople))[0].n,
    holds: (await db.select({ n: count() }).from(schema.calendarHolds))[0].n,
  }));
}

/** A MIME part of a received mail, decoded, found by its content type. */
function mimePart(mail: ReceivedMail, type: RegExp): string {
  const part = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => type.test(/^Content-Type: ([^\r\n;]+)/im.exec(p)?.[1] ?? ''));
  if (!part) throw new Error(`no ${type} part in ${mail.subject}`);
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The invitation a mail carries, parsed back with ical.js. */
function invitation(mail: ReceivedMail) {
  const text = mimePart(mail, /text\/calendar/i);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    summary: event.getFirstPropertyValue('summary'),
  };
}

describe('coaching sessions', () => {
  it('is planned by the staff side for a startup they see; founders attend by default; others are refused', async () => {
    const { on, staff, founder, coach, otherCoach, mentor, startup, elsewhere } = await scene();
    const made = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], meetingLink: 'https://meet.example.test/abc' }) }, staff.token, on)))
      .createCoachingSession;
    expect(made).toMatchObject({
      eventType: 'SCHEDULED_COACHING_SESSION',
      sequence: 0,
      startup: { _id: startup.id },
      coachs: [{ _id: coach.user.id }],
      attendees: [{ _id: founder.user.id }],
      viewerCan: { edit: true, delete: true, start: true, end: false },
    });
    expect(made.changelogs.map((c: any) => [c.type, c.initiator._id])).toEqual([['created', staff.user.id]]);

    // A coach plans for the startup they are assigned to, not for another.
    expect((await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], date: inDays(4) }) }, coach.token, on))).createCoachingSession.name).toBe(
      'Pitch review',
    );
    expect(await codeOf(call(CREATE, { input: input({ startupId: elsewhere.id, coachIds: [coach.user.id] }) }, coach.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(CREATE, { input: input({ startupId: startup.id, coachIds: [mentor.user.id] }) }, mentor.token, on))).toBe('NOT_FOUND');
    // Founders book from someone's availability instead.
    expect(await codeOf(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id] }) }, founder.token, on))).toBe('FORBIDDEN');

    // The founder reads it (and may not change it); a coach of another startup does not even see it.
    const read = (await ok(call(READ, { id: made._id }, founder.token, on))).coachingSession;
    expect(read.viewerCan).toEqual({ edit: false, delete: false, start: false, end: false });
    expect(await codeOf(call(READ, { id: made._id }, otherCoach.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(UPDATE, { id: made._id, input: { name: 'Mine' } }, founder.token, on))).toBe('FORBIDDEN');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const fields = async (over: Record<string, unknown>) =>
      ((await call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], ...over }) }, staff.token, on)).errors?.[0]?.extensions?.fields ?? []).map(
        (f: any) => f.field,
      );
    expect(await fields({ name: '  ' })).toEqual(['name']);
    expect(await fields({ expectedDuration: 50 })).toEqual(['expectedDuration']);
    expect(await fields({ date: inDays(-2) })).toEqual(['date']);
    expect(await fields({ date: '2031-02-30T10:00:00Z' })).toEqual(['date']);
    expect(await fields({ eventType: 'UNSCHEDULED_COACHING_SESSION', date: inDays(2) })).toEqual(['date']);
    expect(await fields({ coachIds: [] })).toEqual(['coachIds']);
    expect(await fields({ coachIds: [founder.user.id] })).toEqual(['coachIds.0']);
    expect(await fields({ meetingLink: 'javascript:alert(1)' })).toEqual(['meetingLink']);
    expect(await fields({ topicIds: ['0190a000-0000-7000-8000-000000000001'] })).toEqual(['topicIds.0']);
    expect(await fields({ name: 'x'.repeat(201) })).toEqual(['name']);
    expect(await rows(on)).toEqual({ sessions: 0, people: 0, holds: 0 });

    // A meeting that already happened is logged without holding anyone's time.
    const logged = (
      await ok(call(CREATE, { input: input({ startupId: startup.id, eventType: 'UNSCHEDULED_COACHING_SESSION', date: inDays(-1), coachIds: [coach.user.id] }) }, staff.token, on))
    ).createCoachingSession;
    expect(logged.viewerCan.start).toBe(false);
    expect(await rows(on)).toEqual({ sessions: 1, people: 2, holds: 0 });
  });

  it('never books a coach twice: an overlapping session is SLOT_UNAVAILABLE and writes nothing; a move re-holds the time', async () => {
    const { on, staff, coach, startup } = await scene();
    const first = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], date: inDays(5, 10) }) }, staff.token, on))).createCoachingSession;
    const clash = await call(
      CREATE,
      { input: input({ startupId: startup.id, coachIds: [coach.user.id], date: new Date(Date.parse(first.date) + 30 * 60_000).toISOString() }) },
      staff.token,
      on,
    );
    expect(clash.errors?.[0]?.extensions?.code).toBe('SLOT_UNAVAILABLE');
    expect(clash.errors?.[0]?.message).toBe('This time is no longer free for one of the people: choose another.');
    expect(await rows(on)).toEqual({ sessions: 1, people: 2, holds: 1 });

    // Back to back is fine; moving one onto the other is refused and leaves both as they were.
    const second = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], date: inDays(5, 11) }) }, staff.token, on))).createCoachingSession;
    expect(await codeOf(call(UPDATE, { id: second._id, input: { date: inDays(5, 10) } }, staff.token, on))).toBe('SLOT_UNAVAILABLE');
    expect((await ok(call(READ, { id: second._id }, staff.token, on))).coachingSession.date).toBe(second.date);
    // Once the first is deleted its time is free again.
    await ok(call(DELETE, { id: first._id }, staff.token, on));
    expect((await ok(call(UPDATE, { id: second._id, input: { date: inDays(5, 10) } }, staff.token, on))).updateCoachingSession.date).toBe(inDays(5, 10));
  });

  it("logs a date and duration change under one group, raises the sequence and moves every person's copy of the date", async () => {
    const { on, staff, coach, founder, startup } = await scene();
    const made = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id] }) }, staff.token, on))).createCoachingSession;
    const moved = (await ok(call(UPDATE, { id: made._id, input: { date: inDays(6, 14), expectedDuration: 90 } }, coach.token, on))).updateCoachingSession;
    expect(moved.sequence).toBe(1);
    const [, date, duration] = moved.changelogs;
    expect(date).toMatchObject({ type: 'date', oldValue: made.date, newValue: inDays(6, 14), initiator: { _id: coach.user.id } });
    expect(duration).toMatchObject({ type: 'duration', oldValue: '60', newValue: '90' });
    expect(date.groupId).toBe(duration.groupId);
    const copies = await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.select({ startsAt: schema.coachingSessionPeople.startsAt }).from(schema.coachingSessionPeople).where(eq(schema.coachingSessionPeople.sessionId, made._id)),
    );
    expect(copies.map((c) => c.startsAt.toISOString())).toEqual([inDays(6, 14), inDays(6, 14)]);
    const held = await withTenant(server.services.pool, on.incubator.id, (db) =>
      db
        .select()
        .from(schema.calendarHolds)
        .where(and(eq(schema.calendarHolds.sourceId, made._id), eq(schema.calendarHolds.userId, coach.user.id))),
    );
    expect(held.map((h) => [h.startsAt.toISOString(), h.endsAt.toISOString()])).toEqual([[inDays(6, 14), new Date(Date.parse(inDays(6, 14)) + 90 * 60_000).toISOString()]]);

    // People changes are logged too; a name-only edit does not move calendars.
    const renamed = (await ok(call(UPDATE, { id: made._id, input: { attendeeIds: [founder.user.id, staff.user.id] } }, staff.token, on))).updateCoachingSession;
    expect(renamed.changelogs.at(-1)).toMatchObject({ type: 'people', oldValue: null, newValue: staff.user.id });
    expect(renamed.sequence).toBe(2);
    expect(await codeOf(call(UPDATE, { id: made._id, input: { date: inDays(-3) } }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('deletes by COACHING_SESSION:DELETE: staff any, coaches their own or assigned ones, founders none', async () => {
    const { on, staff, founder, coach, otherCoach, startup, elsewhere } = await scene();
    const ofStartup = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [staff.user.id] }) }, staff.token, on))).createCoachingSession;
    // otherCoach attends a session of a startup they are not assigned to, which they neither made nor coach.
    const attended = (
      await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], attendeeIds: [otherCoach.user.id], date: inDays(8) }) }, staff.token, on))
    ).createCoachingSession;
    const theirs = (await ok(call(CREATE, { input: input({ startupId: elsewhere.id, coachIds: [otherCoach.user.id], date: inDays(9) }) }, staff.token, on))).createCoachingSession;

    expect(await codeOf(call(DELETE, { id: ofStartup._id }, founder.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(READ, { id: attended._id }, otherCoach.token, on))).coachingSession.viewerCan.delete).toBe(false);
    expect(await codeOf(call(DELETE, { id: attended._id }, otherCoach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(DELETE, { id: theirs._id }, coach.token, on))).toBe('NOT_FOUND');
    // Assigned: the startup the coach is on (a session they do not coach) and one they coach.
    expect((await ok(call(DELETE, { id: ofStartup._id }, coach.token, on))).deleteCoachingSession).toBe(true);
    expect((await ok(call(DELETE, { id: theirs._id }, otherCoach.token, on))).deleteCoachingSession).toBe(true);
    expect((await ok(call(DELETE, { id: attended._id }, staff.token, on))).deleteCoachingSession).toBe(true);
    expect(await rows(on)).toEqual({ sessions: 0, people: 0, holds: 0 });
    expect(await codeOf(call(READ, { id: attended._id }, staff.token, on))).toBe('NOT_FOUND');
  });

  it('posts the session on the startup timeline for those who see it, and takes it away on delete', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const made = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], meetingLink: 'https://meet.example.test/room' }) }, staff.token, on)))
      .createCoachingSession;
    for (const viewer of [founder, coach, staff]) {
      const items = (await ok(call(TIMELINE, { startupId: startup.id }, viewer.token, on))).startupEvents.results;
      expect(items).toEqual([
        { __typename: 'CoachingSessionPost', coachingSession: { _id: made._id, name: 'Pitch review' }, appEvent: { conferenceData: { url: 'https://meet.example.test/room' } } },
      ]);
    }
    await ok(call(DELETE, { id: made._id }, staff.token, on));
    expect((await ok(call(TIMELINE, { startupId: startup.id }, founder.token, on))).startupEvents.results).toEqual([]);
  });

  it('mails its people an invitation they can put in a calendar, its new version when it moves, and its cancellation', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const made = (await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], name: 'Board prep' }) }, staff.token, on))).createCoachingSession;
    const host = new URL(tenantUrl(server.services.config, on.incubator)).hostname;
    const scheduled = await server.mailbox.waitFor(founder.email, /Board prep/);
    expect(mimePart(scheduled, /text\/plain/i)).toContain(`/coaching/session/${made._id}`);
    expect(mimePart(scheduled, /text\/plain/i)).toMatch(/vous a ajouté/);
    expect(invitation(scheduled)).toEqual({
      method: 'REQUEST',
      uid: `${made._id}@${host}`,
      sequence: 0,
      start: made.date,
      end: new Date(Date.parse(made.date) + 3_600_000).toISOString(),
      summary: 'Board prep',
    });
    expect(invitation(await server.mailbox.waitFor(coach.email, /Board prep/)).method).toBe('REQUEST');
    // The maker is not told of their own action.
    expect(server.mailbox.received.filter((m) => m.to === staff.email)).toEqual([]);

    await ok(call(UPDATE, { id: made._id, input: { date: inDays(10, 9) } }, staff.token, on));
    const changed = await server.mailbox.waitFor(founder.email, /modifié/);
    expect(invitation(changed)).toMatchObject({ method: 'REQUEST', uid: `${made._id}@${host}`, sequence: 1, start: inDays(10, 9) });

    await ok(call(DELETE, { id: made._id }, staff.token, on));
    const cancelled = await server.mailbox.waitFor(founder.email, /annulé/);
    expect(invitation(cancelled)).toMatchObject({ method: 'CANCEL', uid: `${made._id}@${host}`, sequence: 2 });
  });

  it('is started and ended by its organisers and coaches, and lists by keyset pages', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const ids: string[] = [];
    for (const day of [3, 1, 2])
      ids.push((await ok(call(CREATE, { input: input({ startupId: startup.id, coachIds: [coach.user.id], date: inDays(day) }) }, staff.token, on))).createCoachingSession._id);
    expect(await codeOf(call(START, { id: ids[0] }, founder.token, on))).toBe('FORBIDDEN');
    const started = (await ok(call(START, { id: ids[0] }, coach.token, on))).startCoachingSession;
    expect(started.viewerCan).toEqual({ start: false, end: true });
    expect(await codeOf(call(START, { id: ids[0] }, coach.token, on))).toBe('VALIDATION_ERROR');
    const ended = (await ok(call(END, { id: ids[0], minutes: 55 }, coach.token, on))).endCoachingSession;
    expect(ended).toMatchObject({ estimatedDuration: 55, viewerCan: { end: false } });
    expect(ended.sessionEndDateTime).not.toBeNull();

    const first = (await ok(call(LIST, { filter: { startupId: startup.id }, limit: 2 }, founder.token, on))).coachingSessions;
    const second = (await ok(call(LIST, { filter: { startupId: startup.id }, limit: 2, cursor: first.next }, founder.token, on))).coachingSessions;
    expect([...first.results, ...second.results].map((s: any) => s._id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(second.next).toBeNull();
    const latest = (await ok(call(LIST, { filter: { startupId: startup.id, descending: true }, limit: 1 }, founder.token, on))).coachingSessions;
    expect(latest.results.map((s: any) => s._id)).toEqual([ids[0]]);
    // The coach's own, by the people index; another coach's only for internal staff.
    expect((await ok(call(LIST, {}, coach.token, on))).coachingSessions.results).toHaveLength(3);
    expect((await ok(call(LIST, { filter: { coachId: coach.user.id } }, staff.token, on))).coachingSessions.results).toHaveLength(3);
    expect(await codeOf(call(LIST, { filter: { coachId: coach.user.id } }, founder.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(LIST, { filter: { startupId: startup.id }, cursor: 'bogus' }, founder.token, on))).toBe('VALIDATION_ERROR');
    // Someone on the startup's side who is not a founder reads only the sessions they are on.
    const member = await buildSignedInUser(on, { roleType: 'community_member' });
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.startupMembers).values({ incubatorId: on.incubator.id, startupId: startup.id, userId: member.user.id, kind: 'assigned' }),
    );
    await ok(call(UPDATE, { id: ids[2], input: { attendeeIds: [founder.user.id, member.user.id] } }, staff.token, on));
    expect((await ok(call(LIST, { filter: { startupId: startup.id } }, member.token, on))).coachingSessions.results.map((s: any) => s._id)).toEqual([ids[2]]);
  });

  it("treats another tenant's ids as unknown", async () => {
    const here = await scene();
    const there = await scene();
    const theirs = (await ok(call(CREATE, { input: input({ startupId: there.startup.id, coachIds: [there.coach.user.id] }) }, there.staff.token, there.on))).createCoachingSession;
    for (const query of [READ, DELETE, START]) expect(await codeOf(call(query, { id: theirs._id }, here.staff.token, here.on))).toBe('NOT_FOUND');
    expect(await codeOf(call(UPDATE, { id: theirs._id, input: { name: 'Mine' } }, here.staff.token, here.on))).toBe('NOT_FOUND');
    expect(await codeOf(call(READ, { id: 'not-an-id' }, here.staff.token, here.on))).toBe('NOT_FOUND');
    expect(await codeOf(call(CREATE, { input: input({ startupId: there.startup.id, coachIds: [here.coach.user.id] }) }, here.staff.token, here.on))).toBe('NOT_FOUND');
    const stranger = await buildUser(there.on, { roleType: 'coach' });
    const foreignCoach = await call(CREATE, { input: input({ startupId: here.startup.id, coachIds: [stranger.user.id] }) }, here.staff.token, here.on);
    expect(foreignCoach.errors?.[0]?.extensions?.fields?.map((f: any) => f.field)).toEqual(['coachIds.0']);
    expect(await codeOf(call(LIST, { filter: { startupId: there.startup.id } }, here.staff.token, here.on))).toBe('NOT_FOUND');
  });
});
