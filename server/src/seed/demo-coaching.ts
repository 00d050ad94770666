import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Answers, LocalizedText, Question } from '@seedbed/contracts/forms';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { ownerDb, schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { COACHING_HOLD, COACHING_SUBJECT } from '../modules/coaching/repo.ts';

/**
 * The demo's coaching (spec 2 §3): the coach and the mentor with weekly availability and booking
 * preferences, a dozen past sessions with shared notes and evaluations, six coming ones holding
 * their hosts' time, a pending and an expired invite, hours given to three startups and the
 * organisation's mentor matching weights. Written as rows, with what the services keep: every
 * person's row carries its session's start, every session holds its host's calendar
 * (never overlapping, inside their availability), and each session has its changelog and its post.
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const en = (value: string): LocalizedText => [{ language: 'en', value }];
const text = (values: Record<string, string>): LocalizedText => Object.entries(values).map(([language, value]) => ({ language, value })) as LocalizedText;
const q = (id: string, type: string, label: Record<string, string>, extra: Record<string, unknown> = {}): Question =>
  questionInputSchema.parse({ _id: id, questionType: type, label: text(label), ...extra });

/** Mon–Thu, 09:00–12:00 and 14:00–17:00 in the organisation's zone. */
const WEEKLY = [1, 2, 3, 4].flatMap((weekday) => [
  { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
  { weekday, startMinute: 14 * 60, endMinute: 17 * 60 },
]);

const SESSION_FEEDBACK: Question[] = [
  q(
    'useful',
    'rating',
    { en: 'How useful was the session?', fr: 'La séance vous a-t-elle été utile ?', ar: 'ما مدى فائدة الجلسة؟' },
    { scale: { min: 1, max: 5 }, validations: { required: true } },
  ),
  q(
    'prepared',
    'select_radio',
    { en: 'Did the session start from where you left off?', fr: 'La séance est-elle repartie de là où vous en étiez ?' },
    {
      options: [
        { value: 'yes', labels: en('Yes') },
        { value: 'partly', labels: en('Partly') },
        { value: 'no', labels: en('No') },
      ],
    },
  ),
  q('next', 'text_long', { en: 'What will you do before the next session?', fr: 'Que ferez-vous avant la prochaine séance ?' }),
];

/** What was said: a topic, the shared notes and, for some, the staff's own. */
const PAST = [
  {
    name: 'Pricing review',
    notes:
      '<p>Went through the three pricing tiers. Grocery chains balk at the per-crate fee; a monthly subscription per store reads better.</p><ul><li>Draft a per-store plan with a 50-crate floor</li><li>Ask Carrefour Lyon for the pilot numbers</li></ul>',
    staff: '<p>Strong progress; the team still underestimates the logistics cost.</p>',
  },
  {
    name: 'Investor pitch rehearsal',
    notes:
      '<p>Ran the deck twice. The problem slide lands; the market slide is too dense. Cut to one number: €4.2bn spent on single-use packaging in French grocery.</p><ul><li>Rewrite slides 4–6</li><li>Add the retention chart from the pilot</li></ul>',
    staff: '',
  },
  {
    name: 'First hires',
    notes: '<p>Talked through the first two hires: an operations lead before a second developer. Agreed on a part-time CFO for the round.</p>',
    staff: '<p>Founders aligned on hiring; watch the burn.</p>',
  },
  {
    name: 'Go-to-market plan',
    notes:
      '<p>Mapped the three customer segments. Restaurants convert faster than chains but churn more; focus the next quarter on independent grocers in Lyon and Grenoble.</p><ul><li>Build a list of 40 grocers</li><li>Test a two-week free trial</li></ul>',
    staff: '',
  },
  {
    name: 'Unit economics',
    notes: '<p>Contribution margin is positive from the fourth reuse of a crate. Wash cost is the lever: quotes from two industrial washers due next week.</p>',
    staff: '',
  },
  {
    name: 'Fundraising strategy',
    notes:
      '<p>Target a €1.2m seed in Q2. Lead candidates: two climate funds met at Demo Day. Warm intros through the programme are the best route.</p><ul><li>Shortlist 15 investors</li><li>Prepare the data room</li></ul>',
    staff: '<p>Ready for intros once the pilot data is in.</p>',
  },
  {
    name: 'Product roadmap',
    notes: '<p>Prioritised the tracking app over the customer dashboard: stores ask where the crates are, not for charts.</p>',
    staff: '',
  },
  {
    name: 'Partnership with a logistics firm',
    notes: '<p>Reviewed the term sheet from the logistics partner. Exclusivity for two regions only, with a 12-month review clause.</p>',
    staff: '',
  },
  {
    name: 'Customer interviews debrief',
    notes:
      '<p>Eleven interviews done. The recurring pain is reporting to the city on waste targets; that is the hook for the sales pitch.</p><ul><li>Add a waste report to the monthly invoice</li></ul>',
    staff: '',
  },
  {
    name: 'Board preparation',
    notes: '<p>Prepared the first board meeting: agenda, KPIs one-pager, and the decision on the second pilot city.</p>',
    staff: '<p>Board pack is in good shape.</p>',
  },
  {
    name: 'Hiring plan check-in',
    notes: '<p>Operations lead hired. The developer role is open; referrals from the programme Slack look promising.</p>',
    staff: '',
  },
  {
    name: 'Metrics review',
    notes: '<p>Monthly active stores up from 18 to 26. Crate loss rate at 3%, under the 5% target.</p>',
    staff: '',
  },
];

const UPCOMING = ['Pilot results review', 'Data room walkthrough', 'Sales pipeline review', 'Fundraising: first investor meetings', 'Pricing experiment follow-up', 'Office hours'];

interface Planned {
  id: string;
  name: string;
  hostId: string;
  startupId: string;
  attendeeIds: string[];
  startsAt: Date;
  minutes: number;
  past: boolean;
  eventType: 'SCHEDULED_COACHING_SESSION' | 'ONE_ON_ONE';
  createdBy: string;
  note?: (typeof PAST)[number];
}

/** An instant at a local time of day on a local date. Weekdays only, far from a clock change at night. */
const at = (date: string, minutes: number, zone: string) => new Date(startOfLocalDay(date, zone).getTime() + minutes * 60_000);
const weekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** A demo invite's link token: its mail was never sent, so nobody holds the token behind this hash. */
const unusedToken = () => createHash('sha256').update(randomBytes(32)).digest('hex');

export async function seedDemoCoaching(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  // The plan's hour allocation add-on, so the demo shows the startups' coaching hours.
  await ownerDb(withMail.pool)
    .update(schema.incubators)
    .set({ featureFlags: sql`${schema.incubators.featureFlags} || '{"hoursAllocation": true}'::jsonb` })
    .where(eq(schema.incubators.id, incubator.id));
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    await seed(db, incubator, users);
  });
}

async function seed(db: Db, incubator: IncubatorRow, users: Map<string, string>) {
  const tenant = incubator.id;
  const zone = incubator.timezone || 'Europe/Paris';
  const now = Date.now();
  const coachId = users.get('coach@demo.test')!;
  const mentorId = users.get('mentor@demo.test')!;
  const staffId = users.get('staff@demo.test')!;

  for (const userId of [coachId, mentorId]) {
    await db.insert(schema.coachingPreferences).values({
      incubatorId: tenant,
      userId,
      timeZone: zone,
      defaultDuration: 60,
      bufferMinutes: 15,
      minimumNoticeMinutes: 24 * 60,
      bookingHorizonDays: 45,
      hours: 'business',
      meetingLink: `https://meet.demo.test/${userId === coachId ? 'sofia-alvarez' : 'daniel-okafor'}`,
    });
    await db.insert(schema.availabilitySlots).values(WEEKLY.map((slot) => ({ incubatorId: tenant, id: newId(), userId, ...slot })));
  }

  // Each host's startups (where they are assigned) with their founders, who attend.
  const m = schema.startupMembers;
  const memberships = await db.select({ startupId: m.startupId, userId: m.userId, kind: m.kind }).from(m).where(eq(m.incubatorId, tenant));
  const startupsOf = (userId: string) => [...new Set(memberships.filter((r) => r.userId === userId && r.kind === 'assigned').map((r) => r.startupId))].sort();
  const foundersOf = (startupId: string) => memberships.filter((r) => r.startupId === startupId && r.kind === 'founder').map((r) => r.userId);
  const hosts = [
    { id: coachId, startups: startupsOf(coachId) },
    { id: mentorId, startups: startupsOf(mentorId) },
  ].filter((h) => h.startups.length);
  if (!hosts.length) return;

  // Monday of this week, in the organisation's zone.
  const today = localDate(new Date(now), zone);
  const monday = addDays(today, 1 - weekday(today));
  const planned: Planned[] = [];
  const plan = (week: number, day: number, minute: number, hostIndex: number, rotation: number, minutes: number, extra: Partial<Planned> = {}) => {
    const host = hosts[hostIndex % hosts.length];
    const startupId = host.startups[rotation % host.startups.length];
    const startsAt = at(addDays(monday, week * 7 + day - 1), minute, zone);
    planned.push({
      id: newId(),
      name: '',
      hostId: host.id,
      startupId,
      attendeeIds: foundersOf(startupId),
      startsAt,
      minutes,
      past: startsAt.getTime() < now,
      eventType: 'SCHEDULED_COACHING_SESSION',
      createdBy: host.id,
      ...extra,
    });
  };
  // Twelve past sessions over six weeks: the coach on Tuesday mornings, the mentor on Thursday afternoons.
  for (let week = 1; week <= 6; week++) {
    plan(-week, 2, 10 * 60, 0, week, week % 3 === 0 ? 90 : 60, { note: PAST[(week - 1) * 2] });
    plan(-week, 4, 15 * 60, 1, week, 60, { note: PAST[(week - 1) * 2 + 1] });
  }
  // Six coming ones over the next three weeks, each inside its host's availability and apart from the others.
  plan(1, 1, 10 * 60, 0, 0, 60);
  plan(1, 2, 14 * 60, 1, 0, 60);
  plan(2, 3, 9 * 60, 0, 1, 90);
  plan(2, 4, 15 * 60, 1, 1, 60, { eventType: 'ONE_ON_ONE' });
  plan(3, 2, 14 * 60 + 30, 0, 2, 45);
  plan(3, 1, 11 * 60, 1, 2, 60);
  planned.filter((p) => !p.past).forEach((p, i) => Object.assign(p, { name: UPCOMING[i] }));
  for (const p of planned) {
    if (p.past) p.name = p.note?.name ?? 'Coaching session';
    // A one-on-one is booked by a founder from the mentor's availability.
    if (p.eventType === 'ONE_ON_ONE' && p.attendeeIds[0]) p.createdBy = p.attendeeIds[0];
  }

  const form = await sessionFeedbackForm(db, tenant, staffId, now);
  for (const [index, p] of planned.entries()) {
    const created = new Date(Math.min(p.startsAt.getTime() - 6 * DAY, now - DAY));
    const estimated = p.past ? p.minutes + ((index % 3) - 1) * 10 : null;
    const started = p.past ? new Date(p.startsAt.getTime() + 3 * 60_000) : null;
    const movedFrom = !p.past && index === planned.length - 1 ? new Date(p.startsAt.getTime() - DAY) : null;
    await db.insert(schema.coachingSessions).values({
      incubatorId: tenant,
      id: p.id,
      name: p.name,
      eventType: p.eventType,
      startupId: p.startupId,
      startsAt: p.startsAt,
      expectedDuration: p.minutes,
      estimatedDuration: estimated,
      startedAt: started,
      endedAt: started && estimated ? new Date(started.getTime() + estimated * 60_000) : null,
      locationMode: index % 4 === 3 ? 'IN_PERSON' : 'ONLINE',
      location: index % 4 === 3 ? `Demo Accelerator, meeting room ${1 + (index % 3)}` : null,
      meetingLink: index % 4 === 3 ? null : `https://meet.demo.test/${p.hostId === coachId ? 'sofia-alvarez' : 'daniel-okafor'}`,
      editor: p.note?.notes ?? '',
      staffEditor: p.note?.staff ?? '',
      notesRevision: p.note ? 2 : 0,
      evaluationFormId: form.formId,
      sequence: movedFrom ? 1 : 0,
      createdBy: p.createdBy,
      createdAt: created,
      updatedAt: p.past ? new Date(p.startsAt.getTime() + 2 * HOUR) : created,
    });
    await db
      .insert(schema.coachingSessionPeople)
      .values([
        { incubatorId: tenant, sessionId: p.id, userId: p.hostId, role: 'coach', startsAt: p.startsAt },
        ...p.attendeeIds.map((userId) => ({ incubatorId: tenant, sessionId: p.id, userId, role: 'attendee', startsAt: p.startsAt })),
      ]);
    const log = (type: string, oldValue: string | null, newValue: string | null, changeTime: Date, initiatorId: string = p.hostId) => ({
      incubatorId: tenant,
      id: newId(),
      sessionId: p.id,
      initiatorId,
      type,
      groupId: newId(),
      oldValue,
      newValue,
      changeTime,
    });
    const logs = [log('created', null, (movedFrom ?? p.startsAt).toISOString(), created, p.createdBy)];
    if (movedFrom) logs.push(log('date', movedFrom.toISOString(), p.startsAt.toISOString(), new Date(created.getTime() + 2 * HOUR)));
    if (started && estimated) {
      logs.push(log('started', null, started.toISOString(), started));
      logs.push(log('ended', null, new Date(started.getTime() + estimated * 60_000).toISOString(), new Date(started.getTime() + estimated * 60_000)));
    }
    await db.insert(schema.coachingSessionChangelogs).values(logs);
    // Held as the session service holds it: from the start for the planned length, past or coming.
    await db.insert(schema.calendarHolds).values({
      incubatorId: tenant,
      id: newId(),
      userId: p.hostId,
      source: COACHING_HOLD,
      sourceId: p.id,
      startsAt: p.startsAt,
      endsAt: new Date(p.startsAt.getTime() + p.minutes * 60_000),
    });
    await db.insert(schema.timelineEvents).values({
      incubatorId: tenant,
      id: newId(),
      startupId: p.startupId,
      kind: 'CoachingSessionPost',
      subjectId: p.id,
      createdBy: p.createdBy,
      createdAt: created,
      updatedAt: created,
    });
    // Most past sessions were evaluated by the coach and one founder.
    if (p.past && index % 4 !== 1) {
      const respondents = [p.hostId, ...p.attendeeIds.slice(0, 1)];
      await db.insert(schema.formSubmissions).values(
        respondents.map((respondentId, r) => {
          const answered = new Date(p.startsAt.getTime() + (3 + r) * HOUR);
          const answers: Answers = {
            useful: 3 + ((index + r) % 3),
            prepared: ['yes', 'partly', 'yes'][(index + r) % 3],
            next: r === 0 ? 'Follow up on the action items in the notes.' : 'Send the updated numbers to the coach.',
          };
          return {
            incubatorId: tenant,
            id: newId(),
            formId: form.formId,
            versionId: form.versionId,
            respondentId,
            subjectKind: COACHING_SUBJECT,
            subjectId: p.id,
            status: 'submitted',
            source: 'signed_in',
            answers: checkAnswers(SESSION_FEEDBACK, answers).answers,
            createdAt: answered,
            updatedAt: answered,
            submittedAt: answered,
          };
        }),
      );
    }
  }

  // A pending invite on a coming session, and one that expired unanswered before a past one.
  const coming = planned.find((p) => !p.past && p.hostId === coachId && p.attendeeIds.length) ?? planned.find((p) => !p.past);
  const gone = planned.find((p) => p.past && p.attendeeIds.length && p.startsAt.getTime() < now - 14 * DAY);
  const invites = [
    coming && {
      session: coming,
      status: 'PENDING',
      expiresAt: new Date(Math.min(coming.startsAt.getTime() - HOUR, now + 4 * DAY)),
      message: 'Please confirm you can make it; bring the latest pilot numbers.',
    },
    gone && { session: gone, status: 'EXPIRED', expiresAt: new Date(gone.startsAt.getTime() - DAY), message: null },
  ].filter((x): x is NonNullable<typeof x> => Boolean(x));
  for (const invite of invites) {
    const id = newId();
    const sent = new Date(invite.expiresAt.getTime() - 7 * DAY);
    await db.insert(schema.coachingInvites).values({
      incubatorId: tenant,
      id,
      sessionId: invite.session.id,
      status: invite.status,
      expiresAt: invite.expiresAt,
      message: invite.message,
      createdBy: invite.session.hostId,
      createdAt: sent,
      updatedAt: invite.status === 'EXPIRED' ? invite.expiresAt : sent,
    });
    await db
      .insert(schema.coachingInvitees)
      .values([
        ...invite.session.attendeeIds.map((userId) => ({ incubatorId: tenant, inviteId: id, userId, side: 'startup', response: 'PENDING', tokenHash: unusedToken() })),
        ...(invite.session.hostId === coachId ? [{ incubatorId: tenant, inviteId: id, userId: mentorId, side: 'incubator', response: 'ACCEPTED', tokenHash: unusedToken() }] : []),
      ]);
  }

  // Hours for three startups: one with room left, one nearly used up, one counted in days.
  const allocated = [...new Set(planned.map((p) => p.startupId))].slice(0, 3);
  const amounts: Array<[number, 'HOUR' | 'DAY']> = [
    [20, 'HOUR'],
    [4, 'HOUR'],
    [3, 'DAY'],
  ];
  await db.insert(schema.hourAllocations).values(
    allocated.map((startupId, i) => ({
      incubatorId: tenant,
      id: newId(),
      startupId,
      amount: amounts[i][0],
      unit: amounts[i][1],
      updatedBy: staffId,
      updatedAt: new Date(now - 40 * DAY),
    })),
  );

  await db.insert(schema.mentorMatchingSettings).values({ incubatorId: tenant, weights: { industries: 3, skills: 2, tags: 2, availability: 1, load: 1 } });
}

/** The published evaluation form sessions are evaluated with: "Session feedback", made if the demo has none. */
async function sessionFeedbackForm(db: Db, tenant: string, staffId: string, now: number): Promise<{ formId: string; versionId: string }> {
  const f = schema.forms;
  const [existing] = await db
    .select({ id: f.id, versionId: f.versionId })
    .from(f)
    .where(and(eq(f.incubatorId, tenant), eq(f.kind, 'evaluation'), sql`${f.title} @> '[{"value": "Session feedback"}]'::jsonb`));
  if (existing?.versionId) return { formId: existing.id, versionId: existing.versionId };
  const formId = newId();
  const versionId = newId();
  const title = text({ en: 'Session feedback', fr: 'Retour sur la séance', ar: 'ملاحظات على الجلسة', es: 'Opinión sobre la sesión', de: 'Feedback zur Sitzung' });
  const at = new Date(now - 60 * DAY);
  await db.insert(schema.forms).values({
    incubatorId: tenant,
    id: formId,
    kind: 'evaluation',
    title,
    questions: SESSION_FEEDBACK,
    revision: 1,
    publishedRevision: 1,
    publishingState: 'success',
    createdBy: staffId,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insert(schema.formVersions)
    .values({ incubatorId: tenant, id: versionId, formId, number: 1, title, description: [], questions: SESSION_FEEDBACK, publishedBy: staffId, publishedAt: at });
  await db
    .update(f)
    .set({ versionId })
    .where(and(eq(f.incubatorId, tenant), eq(f.id, formId)));
  return { formId, versionId };
}
