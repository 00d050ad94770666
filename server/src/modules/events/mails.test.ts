import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent, type DomainEvent } from '../../core/events.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { remindTenantEvents } from './reminders.ts';
import { inHours, insertEvent } from './visibility-fixtures.ts';

const REGISTER = 'mutation($id: ID!) { registerForEvent(eventId: $id) { _id waitlisted } }';

let server: TestServer;
let growth: Tenant;
let starter: Tenant;

const as = (tenant: Tenant, person: { token: string }, query: string, variables: Record<string, unknown> = {}) =>
  gql(server, query, variables, { tenant: tenant.slug, token: person.token });

/** A MIME part of a received mail, decoded, found by its content type. */
function mimePart(mail: ReceivedMail, type: RegExp): string | null {
  const part = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => type.test(/^Content-Type: ([^\r\n;]+)/im.exec(p)?.[1] ?? ''));
  if (!part) return null;
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

/** The calendar file a mail carries, parsed back: its method and its one entry. */
function invitation(mail: ReceivedMail) {
  const text = mimePart(mail, /text\/calendar/i);
  if (!text) return null;
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const entry = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: entry.getFirstPropertyValue('uid'),
    sequence: Number(entry.getFirstPropertyValue('sequence')),
    status: entry.getFirstPropertyValue('status'),
  };
}

/** Records an event as a change of slice 1 would (the editor's own tests cover how they come about). */
async function record(tenant: Tenant, actorId: string, event: DomainEvent, change?: Partial<typeof schema.incubatorEvents.$inferInsert> & { id: string }) {
  await runAs(server.services, tenant.incubator, actorId, async (ctx) => {
    const db = await ctx.tx.db();
    if (change) {
      const { id, ...values } = change;
      await db.update(schema.incubatorEvents).set(values).where(eq(schema.incubatorEvents.id, id));
    }
    await recordEvent(ctx, db, event);
  });
}

async function notified(tenant: Tenant, userId: string, type: string): Promise<number> {
  const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ id: schema.notificationRecipients.id })
      .from(schema.notificationRecipients)
      .innerJoin(
        schema.notifications,
        and(eq(schema.notifications.incubatorId, schema.notificationRecipients.incubatorId), eq(schema.notifications.id, schema.notificationRecipients.notificationId)),
      )
      .where(and(eq(schema.notificationRecipients.userId, userId), eq(schema.notifications.notificationType, type))),
  );
  return rows.length;
}

const mailsTo = (email: string, match: RegExp) => server.mailbox.received.filter((m) => m.to === email && match.test(m.subject));
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  server = await startTestServer();
  growth = await buildTenant(server, { plan: 'growth' });
  starter = await buildTenant(server, { plan: 'starter' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('event mails (emailEvents)', () => {
  it('confirms a registration with the event for the calendar, and tells a waitlisted person they wait', async () => {
    const id = await insertEvent(growth, { title: 'Investor breakfast', capacity: 1 });
    const a = await buildSignedInUser(growth, { roleType: 'founder' });
    const b = await buildSignedInUser(growth, { roleType: 'founder' });
    await as(growth, a, REGISTER, { id });
    await as(growth, b, REGISTER, { id });
    const confirmed = await server.mailbox.waitFor(a.email, /registered for “Investor breakfast”/);
    expect(invitation(confirmed)).toMatchObject({ method: 'REQUEST', uid: `${id}@${growth.slug}.localhost`, sequence: 0, status: 'CONFIRMED' });
    const waiting = await server.mailbox.waitFor(b.email, /waitlist/);
    expect(invitation(waiting)).toBeNull();
  });

  it('sends a changed time with a higher SEQUENCE, and a cancellation to attendees and hosts', async () => {
    const host = await buildSignedInUser(growth, { roleType: 'mentor' });
    const a = await buildSignedInUser(growth, { roleType: 'founder' });
    const id = await insertEvent(growth, { title: 'Board prep', hosts: [host.user.id], attendees: [a.user.id] });
    const staff = await buildSignedInUser(growth, { roleType: 'staff' });
    await record(
      growth,
      staff.user.id,
      {
        kind: 'events.updated',
        subjectKind: 'incubatorEvent',
        subjectId: id,
        data: { eventId: id, title: 'Board prep', fields: ['startTime'], timeChanged: true, placeChanged: false },
      },
      { id, sequence: 1, startsAt: inHours(48), endsAt: inHours(49) },
    );
    const moved = await server.mailbox.waitFor(a.email, /“Board prep” has changed/);
    expect(invitation(moved)).toMatchObject({ method: 'REQUEST', sequence: 1 });
    // An edit that moves nothing in a calendar is not news.
    await record(growth, staff.user.id, {
      kind: 'events.updated',
      subjectKind: 'incubatorEvent',
      subjectId: id,
      data: { eventId: id, title: 'Board prep', fields: ['description'], timeChanged: false, placeChanged: false },
    });

    await record(
      growth,
      staff.user.id,
      { kind: 'events.cancelled', subjectKind: 'incubatorEvent', subjectId: id, data: { eventId: id, title: 'Board prep', message: 'Moved online next month' } },
      { id, status: 'CANCELLED', sequence: 2 },
    );
    for (const person of [a, host]) {
      const cancelled = await server.mailbox.waitFor(person.email, /“Board prep” was cancelled: Moved online next month/);
      expect(invitation(cancelled)).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
    }
    await settle();
    expect(mailsTo(a.email, /has changed/)).toHaveLength(1);
  });

  it('tells the people of a deleted event from its payload', async () => {
    const a = await buildSignedInUser(growth, { roleType: 'founder' });
    const staff = await buildSignedInUser(growth, { roleType: 'staff' });
    const id = await insertEvent(growth, { title: 'Gone', attendees: [a.user.id] });
    await record(growth, staff.user.id, {
      kind: 'events.deleted',
      subjectKind: 'incubatorEvent',
      subjectId: id,
      data: { eventId: id, title: 'Gone', startsAt: inHours(24).toISOString(), endsAt: inHours(25).toISOString(), sequence: 0, attendeeIds: [a.user.id], hostIds: [] },
    });
    const mail = await server.mailbox.waitFor(a.email, /“Gone” was cancelled/);
    expect(invitation(mail)).toMatchObject({ method: 'CANCEL', uid: `${id}@${growth.slug}.localhost` });
  });

  it('tells nobody who is no longer among the people the event is for', async () => {
    const staff = await buildSignedInUser(growth, { roleType: 'staff' });
    const founder = await buildSignedInUser(growth, { roleType: 'founder' });
    const mentor = await buildSignedInUser(growth, { roleType: 'mentor' });
    const id = await insertEvent(growth, { title: 'Founders only', visRolesIs: ['founder'], attendees: [founder.user.id, mentor.user.id] });
    await record(
      growth,
      staff.user.id,
      { kind: 'events.cancelled', subjectKind: 'incubatorEvent', subjectId: id, data: { eventId: id, title: 'Founders only', message: null } },
      { id, status: 'CANCELLED' },
    );
    await server.mailbox.waitFor(founder.email, /“Founders only” was cancelled/);
    await settle();
    expect(await notified(growth, founder.user.id, 'eventCancelled')).toBe(1);
    expect(await notified(growth, mentor.user.id, 'eventCancelled')).toBe(0);
    expect(mailsTo(mentor.email, /Founders only/)).toHaveLength(0);
  });

  it('keeps to the app when the plan has no event mails', async () => {
    const id = await insertEvent(starter, { title: 'Starter meetup' });
    const a = await buildSignedInUser(starter, { roleType: 'founder' });
    expect((await as(starter, a, REGISTER, { id })).errors).toBeUndefined();
    await settle();
    expect(await notified(starter, a.user.id, 'eventRegistered')).toBe(1);
    expect(mailsTo(a.email, /./)).toHaveLength(0);
  });
});

describe('reminders (reminderEmails)', () => {
  it('reminds the registered people once, EVENT_REMINDER_HOURS before the start', async () => {
    const a = await buildSignedInUser(growth, { roleType: 'founder' });
    const w = await buildSignedInUser(growth, { roleType: 'founder' });
    const soon = await insertEvent(growth, { title: 'Soon', startsAt: inHours(10), attendees: [a.user.id, { userId: w.user.id, waitlisted: true }] });
    const later = await insertEvent(growth, { title: 'Later', startsAt: inHours(30), attendees: [a.user.id] });
    const now = new Date();
    expect(await remindTenantEvents(server.services, growth.incubator, now)).toBeGreaterThanOrEqual(1);
    expect(await remindTenantEvents(server.services, growth.incubator, now)).toBe(0);
    const mail = await server.mailbox.waitFor(a.email, /Reminder: “Soon” starts soon/);
    expect(invitation(mail)).toMatchObject({ method: 'REQUEST', uid: `${soon}@${growth.slug}.localhost` });
    await settle();
    expect(mailsTo(a.email, /Reminder/)).toHaveLength(1);
    expect(mailsTo(w.email, /Reminder/)).toHaveLength(0);
    const [row] = await withTenant(server.services.pool, growth.incubator.id, (db) => db.select().from(schema.incubatorEvents).where(eq(schema.incubatorEvents.id, later)));
    expect(row.remindedAt).toBeNull();
  });
});
