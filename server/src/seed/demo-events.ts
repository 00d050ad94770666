import { and, eq, inArray } from 'drizzle-orm';
import type { AttendeeStatus, EventRecurrence } from '@seedbed/contracts/events';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { EVENT_HOLD } from '../modules/events/repo.ts';

/**
 * The demo's events (spec 3 §3): two past workshops with their attendance (some attended, some did
 * not show), coming group events (one full with a waitlist, one for the climate programme only,
 * one for coaches and mentors only), a weekly office hour over eight weeks, the mentor's one-on-one
 * office hours with three slots booked (their time held like coaching sessions', never overlapping
 * them), a cancelled clinic and an unpublished draft. Written as rows, with what the services keep:
 * counts equal to the attendee rows, every host and attendee row carrying its start.
 */

const HOUR = 3600 * 1000;
const at = (date: string, minutes: number, zone: string) => new Date(startOfLocalDay(date, zone).getTime() + minutes * 60_000);

interface Planned {
  id: string;
  title: string;
  description: string;
  start: Date;
  minutes: number;
  hosts: string[];
  tags: string[];
  status?: 'DRAFT' | 'PUBLISHED' | 'CANCELLED';
  capacity?: number | null;
  locationMode?: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  place?: string;
  link?: string;
  visibility?: Partial<Pick<typeof schema.incubatorEvents.$inferInsert, 'visRolesIs' | 'visProgramsIs'>>;
  attendees?: Array<{ userId: string; status?: AttendeeStatus; waitlisted?: boolean }>;
  series?: { id: string; recurrence: EventRecurrence };
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

export async function seedDemoEvents(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  await runAs(services, incubator, null, async (ctx) => seed(await ctx.tx.db(), incubator, users));
}

async function seed(db: Db, incubator: IncubatorRow, users: Map<string, string>) {
  const tenant = incubator.id;
  const zone = incubator.timezone || 'Europe/Paris';
  const today = localDate(new Date(), zone);
  const person = (email: string) => users.get(email)!;
  const staff = person('staff@demo.test');
  const adminCoach = person('admincoach@demo.test');
  const coach = person('coach@demo.test');
  const mentor = person('mentor@demo.test');
  const expert = person('expert@demo.test');

  const m = schema.startupMembers;
  const founderRows = await db
    .select({ userId: m.userId, startupId: m.startupId })
    .from(m)
    .where(and(eq(m.incubatorId, tenant), eq(m.kind, 'founder')));
  const founders = [...new Set(founderRows.map((r) => r.userId))].sort();
  const tagRows = await db
    .select({ id: schema.tags.id, name: schema.tags.name })
    .from(schema.tags)
    .where(and(eq(schema.tags.incubatorId, tenant), eq(schema.tags.category, 'IncubatorEvent')));
  const tag = (name: string) => tagRows.find((t) => t.name === name)?.id;
  const programRows = await db.select({ id: schema.programs.id, name: schema.programs.name }).from(schema.programs).where(eq(schema.programs.incubatorId, tenant));
  const climate = programRows.find((p) => p.name.startsWith('Climate'));
  const climateStartups = climate
    ? new Set(
        (
          await db
            .select({ startupId: schema.startupPrograms.startupId })
            .from(schema.startupPrograms)
            .where(and(eq(schema.startupPrograms.incubatorId, tenant), eq(schema.startupPrograms.programId, climate.id)))
        ).map((r) => r.startupId),
      )
    : new Set<string>();
  const climateFounders = [...new Set(founderRows.filter((r) => climateStartups.has(r.startupId)).map((r) => r.userId))].sort();
  const some = (list: string[], count: number, offset = 0) => list.slice(offset, offset + count);

  const planned: Planned[] = [
    {
      id: newId(),
      title: 'Unit economics workshop',
      description: html(
        'A hands-on afternoon on contribution margin, payback and cohort retention, with your own numbers.',
        'Bring last quarter’s revenue and cost figures; we work in pairs.',
      ),
      start: at(addDays(today, -20), 14 * 60, zone),
      minutes: 180,
      hosts: [adminCoach],
      tags: ['Workshop'],
      capacity: 30,
      place: 'Seedbed campus, room Atlas',
      attendees: some(founders, 8).map((userId, i) => ({ userId, status: i % 4 === 3 ? 'NO_SHOW' : 'ATTENDED' })),
    },
    {
      id: newId(),
      title: 'Pitch practice with investors',
      description: html('Five-minute pitches in front of three angel investors, with their questions and feedback on the spot.'),
      start: at(addDays(today, -9), 17 * 60, zone),
      minutes: 120,
      hosts: [staff, mentor],
      tags: ['Pitch practice', 'Networking'],
      locationMode: 'HYBRID',
      place: 'Seedbed campus, main hall',
      link: 'https://meet.demo.test/pitch-practice',
      attendees: some(founders, 6, 2).map((userId, i) => ({ userId, status: i === 1 ? 'NO_SHOW' : 'ATTENDED' })),
    },
    {
      id: newId(),
      title: 'Fundraising: preparing your seed round',
      description: html(
        'How seed investors read a deck, what a data room holds and how to run a round in eight weeks.',
        'Daniel Okafor shares what he learnt raising three rounds.',
      ),
      start: at(addDays(today, 6), 10 * 60, zone),
      minutes: 120,
      hosts: [mentor],
      tags: ['Workshop'],
      capacity: 25,
      place: 'Seedbed campus, room Atlas',
      attendees: some(founders, 5).map((userId) => ({ userId })),
    },
    {
      id: newId(),
      title: 'Demo Day rehearsal',
      description: html('A full run of Demo Day: stage time, slides on the big screen and a jury. Few places, so that everyone rehearses.'),
      start: at(addDays(today, 13), 15 * 60, zone),
      minutes: 150,
      hosts: [staff],
      tags: ['Demo day', 'Pitch practice'],
      capacity: 3,
      place: 'Seedbed campus, main hall',
      attendees: [...some(founders, 3, 1).map((userId) => ({ userId })), ...some(founders, 2, 4).map((userId) => ({ userId, waitlisted: true }))],
    },
    {
      id: newId(),
      title: 'Climate cohort breakfast',
      description: html('Coffee and croissants with the climate cohort: one table per startup, one question each.'),
      start: at(addDays(today, 3), 8 * 60 + 30, zone),
      minutes: 90,
      hosts: [coach],
      tags: ['Networking'],
      place: 'Le Comptoir, 12 rue des Arts',
      visibility: climate ? { visProgramsIs: [climate.id] } : {},
      attendees: some(climateFounders, 2).map((userId) => ({ userId })),
    },
    {
      id: newId(),
      title: 'Mentor circle: how we give feedback',
      description: html('For coaches, mentors and experts: how we run sessions, write notes founders read, and hand over between mentors.'),
      start: at(addDays(today, 8), 18 * 60, zone),
      minutes: 90,
      hosts: [adminCoach],
      tags: ['Networking'],
      locationMode: 'ONLINE',
      link: 'https://meet.demo.test/mentor-circle',
      visibility: { visRolesIs: ['coach', 'mentor', 'expert', 'admin&coach'] },
      attendees: [coach, mentor, expert].map((userId) => ({ userId })),
    },
    {
      id: newId(),
      title: 'Legal clinic: shareholder agreements',
      description: html('Cancelled: Mei is travelling. A new date follows.'),
      start: at(addDays(today, 4), 16 * 60, zone),
      minutes: 60,
      hosts: [expert],
      tags: ['Office hours'],
      status: 'CANCELLED',
      locationMode: 'ONLINE',
      link: 'https://meet.demo.test/legal-clinic',
      attendees: some(founders, 3, 3).map((userId) => ({ userId, status: 'EVENT_CANCELLED' as const })),
    },
    {
      id: newId(),
      title: 'Alumni reunion',
      description: html('An evening with the startups of past cohorts. Programme to be confirmed with the alumni committee.'),
      start: at(addDays(today, 40), 19 * 60, zone),
      minutes: 180,
      hosts: [staff],
      tags: ['Networking'],
      status: 'DRAFT',
      capacity: 120,
      place: 'Seedbed campus, rooftop',
    },
  ];

  // A weekly office hour on Wednesdays at 16:00 for eight weeks, from the last one on.
  const wednesday = addDays(today, ((3 - isoWeekday(today) + 7) % 7) - 7);
  const seriesId = newId();
  const recurrence: EventRecurrence = { frequency: 'WEEKLY', interval: 1, weekdays: ['WE'], until: null, count: 8 };
  for (let week = 0; week < 8; week++) {
    planned.push({
      id: week === 0 ? seriesId : newId(),
      title: 'Founder office hour',
      description: html('Drop in with any question on your programme, your milestones or the platform. Every Wednesday.'),
      start: at(addDays(wednesday, week * 7), 16 * 60, zone),
      minutes: 60,
      hosts: [adminCoach],
      tags: ['Office hours'],
      capacity: 12,
      place: 'Seedbed campus, café',
      attendees: week < 2 ? some(founders, 3, week).map((userId) => ({ userId, status: week === 0 ? 'ATTENDED' : 'REGISTERED' })) : [],
      series: { id: seriesId, recurrence },
    });
  }

  const e = schema.incubatorEvents;
  for (const p of planned) {
    const registered = (p.attendees ?? []).filter((a) => !a.waitlisted).length;
    const endsAt = new Date(p.start.getTime() + p.minutes * 60_000);
    await db.insert(e).values({
      incubatorId: tenant,
      id: p.id,
      eventType: 'GROUP',
      title: p.title,
      description: p.description,
      capacity: p.capacity ?? null,
      locationMode: p.locationMode ?? 'IN_PERSON',
      locationText: p.place ?? null,
      locationLink: p.link ?? null,
      conferenceUrl: p.locationMode && p.locationMode !== 'IN_PERSON' ? (p.link ?? null) : null,
      status: p.status ?? 'PUBLISHED',
      createdBy: p.hosts[0],
      calendarHost: p.hosts[0],
      tagIds: p.tags.map(tag).filter((id): id is string => Boolean(id)),
      startsAt: p.start,
      endsAt,
      duration: p.minutes,
      timezone: zone,
      availabilityMode: 'GROUP_GENERAL',
      registeredCount: registered,
      waitlistCount: (p.attendees ?? []).length - registered,
      recurrence: p.series?.recurrence ?? null,
      seriesId: p.series?.id ?? null,
      publishedAt: p.status === 'DRAFT' ? null : new Date(p.start.getTime() - 21 * 24 * HOUR),
      cancelledAt: p.status === 'CANCELLED' ? new Date(Date.now() - 2 * 24 * HOUR) : null,
      noticeEnabled: p.capacity !== undefined && p.capacity !== null,
      noticeValue: 2,
      noticeUnit: 'HOURS',
      ...p.visibility,
    });
    await db.insert(schema.eventHosts).values(p.hosts.map((userId) => ({ incubatorId: tenant, eventId: p.id, userId, startsAt: p.start })));
    if (p.attendees?.length)
      await db.insert(schema.eventAttendees).values(
        p.attendees.map((a, i) => ({
          incubatorId: tenant,
          id: newId(),
          eventId: p.id,
          userId: a.userId,
          status: a.status ?? 'REGISTERED',
          waitlisted: a.waitlisted ?? false,
          // In the order they came, days before the event and never after today.
          registrationTime: new Date(Math.min(p.start.getTime() - 10 * 24 * HOUR, Date.now() - 3 * 24 * HOUR) + i * HOUR),
          registrantId: a.userId,
          checkedInAt: a.status === 'ATTENDED' ? new Date(p.start.getTime() + 5 * 60_000) : null,
          startsAt: p.start,
        })),
      );
  }

  await seedOfficeHours(db, tenant, zone, today, mentor, founders);
}

const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/**
 * The mentor's one-on-one office hours over the next three weeks (from their weekly availability),
 * 30-minute slots, with three booked: each booking holds the mentor's and the founder's time, at
 * times neither holds already.
 */
async function seedOfficeHours(db: Db, tenant: string, zone: string, today: string, mentor: string, founders: string[]) {
  const id = newId();
  const startsAt = at(addDays(today, 1), 0, zone);
  const endsAt = at(addDays(today, 22), 0, zone);
  const h = schema.calendarHolds;
  const taken = await db
    .select({ userId: h.userId, startsAt: h.startsAt, endsAt: h.endsAt })
    .from(h)
    .where(and(eq(h.incubatorId, tenant), inArray(h.userId, [mentor, ...founders])));
  const free = (userId: string, start: Date, end: Date) => !taken.some((t) => t.userId === userId && t.startsAt < end && t.endsAt > start);

  // Mondays to Thursdays between 09:00 and 12:00 (the mentor's mornings), the first free ones.
  const bookings: Array<{ userId: string; start: Date; end: Date }> = [];
  for (let day = 2; day < 21 && bookings.length < 3; day++) {
    const date = addDays(today, day);
    if (isoWeekday(date) > 4) continue;
    const userId = founders[bookings.length % founders.length];
    for (let minute = 9 * 60; minute < 12 * 60; minute += 30) {
      const start = at(date, minute, zone);
      const end = new Date(start.getTime() + 30 * 60_000);
      if (free(mentor, start, end) && free(userId, start, end)) {
        bookings.push({ userId, start, end });
        taken.push({ userId: mentor, startsAt: start, endsAt: end }, { userId, startsAt: start, endsAt: end });
        break;
      }
    }
  }

  await db.insert(schema.incubatorEvents).values({
    incubatorId: tenant,
    id,
    eventType: 'ONE_ON_ONE',
    title: 'Office hours with Daniel Okafor',
    description: html(
      'Thirty minutes with Daniel on fundraising, investor updates or your go-to-market. Book a slot that suits you.',
      'Come with one question and the numbers behind it.',
    ),
    locationMode: 'ONLINE',
    conferenceUrl: 'https://meet.demo.test/daniel-okafor',
    status: 'PUBLISHED',
    createdBy: mentor,
    calendarHost: mentor,
    startsAt,
    endsAt,
    duration: 30,
    timeslotIncrement: 30,
    numberOfSessions: 1,
    timezone: zone,
    availabilityMode: 'ONE_ON_ONE_GENERAL',
    registeredCount: bookings.length,
    noticeEnabled: true,
    noticeValue: 1,
    noticeUnit: 'DAYS',
    publishedAt: new Date(Date.now() - 5 * 24 * HOUR),
  });
  await db.insert(schema.eventHosts).values({ incubatorId: tenant, eventId: id, userId: mentor, startsAt });
  for (const booking of bookings) {
    const attendeeId = newId();
    await db.insert(schema.eventAttendees).values({
      incubatorId: tenant,
      id: attendeeId,
      eventId: id,
      userId: booking.userId,
      registrantId: booking.userId,
      slotStart: booking.start,
      slotEnd: booking.end,
      hostId: mentor,
      bookingNote: 'Our investor update before the seed round.',
      startsAt: booking.start,
    });
    await db.insert(h).values(
      [mentor, booking.userId].map((userId) => ({
        incubatorId: tenant,
        id: newId(),
        userId,
        source: EVENT_HOLD,
        sourceId: attendeeId,
        startsAt: booking.start,
        endsAt: booking.end,
      })),
    );
  }
}
