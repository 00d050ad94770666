import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { DECIDED_STATUSES, type ApplicationStatus } from '@seedbed/contracts/applications';
import { meetingInputSchema } from '@seedbed/contracts/applications-input';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { memo, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { ApplicationMeetingRow } from '../../db/schema/index.ts';
import { declareEvent, type PayloadsOf } from '../activity/declare.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { applicationStanding, visibleApplication, type ApplicationStanding } from './access.ts';
import { recordActivity } from './activities.ts';
import { queueMeetingMails, type MeetingMailKind } from './meeting-mails.ts';
import type { ApplicationRow } from './repo.ts';

export const am = schema.applicationMeetings;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const named = { params: (e: { data: Record<string, unknown> }) => ({ application: text(e.data.applicationName) }) };

interface MeetingPayload {
  applicationId: string;
  applicationName: string;
  funnelId: string;
  meetingId: string;
  startsAt: string;
  attendeeIds: string[];
}

/** An application's interview meeting: arranged, moved (time, place or people), or called off. */
export const meetingEvents = {
  'application.meetingScheduled': declareEvent<MeetingPayload>(named),
  'application.meetingRescheduled': declareEvent<MeetingPayload>(named),
  'application.meetingCancelled': declareEvent<MeetingPayload>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof meetingEvents> {}
}

/** Those who arrange an application's meetings: its managers, or anyone reaching it with APPLICATION_FLOW:EDIT. */
export async function mayManageMeetings(ctx: Context, standing: ApplicationStanding): Promise<boolean> {
  return standing.manager || (await memo(ctx, 'applications:flowEdit', () => isAuthorized(ctx, 'APPLICATION_FLOW:EDIT')));
}

/** A meeting is held with a submitted application still being decided on (ready_for_meeting above all). */
function assertSchedulable(application: ApplicationRow) {
  const status = application.status as ApplicationStatus;
  if (status === 'draft' || DECIDED_STATUSES.includes(status)) throw new AppError('VALIDATION_ERROR', 'applications.meetings.notSchedulable');
}

/** Statuses of people who no longer take part. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

/** Attendees are people of the organisation on its side (staff-like roles), still taking part. */
async function assertAttendees(ctx: Context, db: Db, ids: readonly string[]) {
  if (!ids.length) return;
  const u = schema.users;
  const r = schema.roles;
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...ids]), notInArray(u.status, GONE_STATUSES), inArray(r.type, [...STAFF_LIKE])));
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.findIndex((id) => !found.has(id));
  if (unknown >= 0) throw validationError([{ field: `attendeeIds.${unknown}`, key: 'applications.meetings.unknownAttendee' }]);
}

/** A meeting the viewer may manage, with its application; another tenant's, a malformed id or one out of reach is NOT_FOUND. */
async function managedMeeting(ctx: Context, meetingId: string): Promise<{ meeting: ApplicationMeetingRow; application: ApplicationRow }> {
  if (!isId(meetingId)) throw notFound();
  const [meeting] = await (await ctx.tx.db())
    .select()
    .from(am)
    .where(and(eq(am.incubatorId, ctx.incubator.id), eq(am.id, meetingId)));
  if (!meeting) throw notFound();
  const { application, standing } = await visibleApplication(ctx, meeting.applicationId);
  if (!(await mayManageMeetings(ctx, standing))) throw forbidden();
  return { meeting, application };
}

const payload = (application: ApplicationRow, meeting: ApplicationMeetingRow): MeetingPayload => ({
  applicationId: application.id,
  applicationName: application.name,
  funnelId: application.funnelId,
  meetingId: meeting.id,
  startsAt: meeting.startsAt.toISOString(),
  attendeeIds: meeting.attendeeIds,
});

/** The activity the applicant's side reads too: when and how long, never the notes nor who attends. */
async function recordMeetingActivity(ctx: Context, db: Db, meeting: ApplicationMeetingRow, action: MeetingMailKind) {
  await recordActivity(ctx, db, meeting.applicationId, 'meeting', {
    data: { action, meetingId: meeting.id, startsAt: meeting.startsAt.toISOString(), durationMinutes: meeting.durationMinutes },
  });
}

type MeetingValues = z.output<ReturnType<typeof meetingInputSchema>>;
const columns = (input: MeetingValues) => ({
  startsAt: input.startsAt,
  durationMinutes: input.durationMinutes,
  location: input.location,
  link: input.link,
  notes: input.notes,
  attendeeIds: input.attendeeIds,
});

export const scheduleApplicationMeeting = defineChange({
  input: () => meetingInputSchema(),
  async authorize(ctx, input, applicationId: string) {
    const { application, standing } = await visibleApplication(ctx, applicationId);
    if (!(await mayManageMeetings(ctx, standing))) throw forbidden();
    assertSchedulable(application);
    await assertAttendees(ctx, await ctx.tx.db(), input.attendeeIds);
    return application;
  },
  async write(ctx, db, input, application: ApplicationRow) {
    const [meeting] = await db
      .insert(am)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        applicationId: application.id,
        roundId: application.roundId,
        ...columns(input),
        createdBy: ctx.viewer?.user.id ?? null,
      })
      .returning();
    await recordMeetingActivity(ctx, db, meeting, 'scheduled');
    await queueMeetingMails(ctx, db, application, meeting, 'scheduled');
    return { result: meeting, events: [{ kind: 'application.meetingScheduled', subjectKind: 'application', subjectId: application.id, data: payload(application, meeting) }] };
  },
});

/** Moving a meeting sends it again: SEQUENCE goes up so calendars replace the earlier invitation. */
export const updateApplicationMeeting = defineChange({
  input: () => meetingInputSchema(),
  async authorize(ctx, input, meetingId: string) {
    const found = await managedMeeting(ctx, meetingId);
    if (found.meeting.status === 'cancelled') throw new AppError('VALIDATION_ERROR', 'applications.meetings.alreadyCancelled');
    assertSchedulable(found.application);
    await assertAttendees(ctx, await ctx.tx.db(), input.attendeeIds);
    return found;
  },
  async write(ctx, db, input, { meeting: before, application }) {
    const [meeting] = await db
      .update(am)
      .set({ ...columns(input), sequence: sql`${am.sequence} + 1`, updatedAt: new Date() })
      .where(and(eq(am.incubatorId, ctx.incubator.id), eq(am.id, before.id)))
      .returning();
    const removed = before.attendeeIds.filter((id) => !meeting.attendeeIds.includes(id));
    await recordMeetingActivity(ctx, db, meeting, 'moved');
    await queueMeetingMails(ctx, db, application, meeting, 'moved', removed);
    return { result: meeting, events: [{ kind: 'application.meetingRescheduled', subjectKind: 'application', subjectId: application.id, data: payload(application, meeting) }] };
  },
});

/** A cancelled meeting stays listed, marked; everyone is sent the cancellation of the invitation. */
export const cancelApplicationMeeting = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, meetingId: string) {
    const found = await managedMeeting(ctx, meetingId);
    if (found.meeting.status === 'cancelled') throw new AppError('VALIDATION_ERROR', 'applications.meetings.alreadyCancelled');
    return found;
  },
  async write(ctx, db, _input, { meeting: before, application }) {
    const [meeting] = await db
      .update(am)
      .set({ status: 'cancelled', sequence: sql`${am.sequence} + 1`, updatedAt: new Date() })
      .where(and(eq(am.incubatorId, ctx.incubator.id), eq(am.id, before.id)))
      .returning();
    await recordMeetingActivity(ctx, db, meeting, 'cancelled');
    await queueMeetingMails(ctx, db, application, meeting, 'cancelled');
    return { result: meeting, events: [{ kind: 'application.meetingCancelled', subjectKind: 'application', subjectId: application.id, data: payload(application, meeting) }] };
  },
});

/** An application has few meetings; more than this is not a list anyone reads. */
const MEETINGS_MAX = 100;

/**
 * An application's meetings for whoever may open it (managers, its evaluators, its applicant's
 * side), the latest first, over application_meetings_application_idx. What each reader sees of a
 * meeting (notes) is decided by the fields.
 */
export async function listApplicationMeetings(ctx: Context, applicationId: string): Promise<ApplicationMeetingRow[]> {
  const { application } = await visibleApplication(ctx, applicationId);
  return (await ctx.tx.db())
    .select()
    .from(am)
    .where(and(eq(am.incubatorId, ctx.incubator.id), eq(am.applicationId, application.id)))
    .orderBy(desc(am.startsAt), asc(am.id))
    .limit(MEETINGS_MAX);
}

/** Whether the viewer manages the meetings of an application they reached (the notes, the buttons). */
export async function managesMeetingsOf(ctx: Context, application: ApplicationRow): Promise<boolean> {
  const standing = await memo(ctx, `applicationStanding:${application.id}`, () => applicationStanding(ctx, application));
  return standing ? mayManageMeetings(ctx, standing) : false;
}

/** How many meetings (cancelled ones too) each application has, one query per page of applications. */
export function meetingCounts(ctx: Context) {
  return memo(
    ctx,
    'applicationMeetings:counts',
    () =>
      new DataLoader<string, number>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select({ applicationId: am.applicationId, n: count() })
          .from(am)
          .where(and(eq(am.incubatorId, ctx.incubator.id), inArray(am.applicationId, [...ids])))
          .groupBy(am.applicationId);
        return ids.map((id) => Number(rows.find((row) => row.applicationId === id)?.n ?? 0));
      }),
  );
}

/** The application a meeting belongs to, loaded once per request (notes are read per meeting). */
export function meetingApplications(ctx: Context) {
  return memo(
    ctx,
    'applicationMeetings:applications',
    () =>
      new DataLoader<string, ApplicationRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(schema.applications)
          .where(and(eq(schema.applications.incubatorId, ctx.incubator.id), inArray(schema.applications.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
  );
}
