import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CoachingEventType, LocationMode } from '@seedbed/contracts/coaching';
import { sessionChangesSchema, sessionDateProblem, sessionEndSchema, sessionInputSchema } from '@seedbed/contracts/coaching-input';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { TAG_CATEGORIES } from '@seedbed/contracts/taxonomy';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { AppError, forbidden, notFoundField, validationError, type FieldError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { assignedScope, authorize, registerAssignedCheck } from '../permissions/scope.ts';
import { canSeeStartup } from '../startups/access.ts';
import { removeTimelineItemsOf } from '../timeline/post.ts';
import { isStartupSideViewer, visibleSession } from './access.ts';
import { holdTime, releaseHolds } from './holds.ts';
import { COACHING_HOLD, cs, csLog, csPeople, findSession, sessionPeople, type CoachingSessionRow } from './repo.ts';
import { postSessionOnTimeline } from './session-post.ts';
import { meetingLinkFor } from './video.ts';

/** A new session as createSession takes it: the checked input of createCoachingSession, or a booking's (slice 3). */
export interface NewSession {
  name: string;
  date: Date;
  expectedDuration: number;
  eventType?: CoachingEventType;
  startupId?: string | null;
  coachIds?: readonly string[];
  /** Left out: the startup's founders attend. */
  attendeeIds?: readonly string[];
  topicIds?: readonly string[];
  locationMode?: LocationMode;
  location?: string | null;
  meetingLink?: string | null;
  evaluationFormId?: string | null;
  staffEditorPublic?: boolean;
}

type SessionValues = z.output<ReturnType<typeof sessionInputSchema>>;
type SessionChanges = z.output<ReturnType<typeof sessionChangesSchema>>;

/** Statuses of people who no longer take part: they cannot be put on a session. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];
/** Categories of the tags a session's topics are taken from. */
const TOPIC_CATEGORIES: readonly string[] = ['MentorExpert', 'UserSkills', 'Other'].filter((c) => (TAG_CATEGORIES as readonly string[]).includes(c));

export const sessionEnd = (session: Pick<CoachingSessionRow, 'startsAt' | 'expectedDuration'>) => new Date(session.startsAt.getTime() + session.expectedDuration * 60_000);

/**
 * Who may plan a session by hand: the organisation's side (staff-like roles) for a startup they
 * see — mentors and experts see only those assigned to them. Founders and others book from
 * someone's availability instead (bookMeeting), which calls createSession without this check.
 */
export async function authorizeSessionCreation(ctx: Context, startupId: string | null | undefined): Promise<void> {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, STAFF_LIKE) || isStartupSideViewer(ctx)) throw forbidden();
  if (!startupId) return;
  const db = await ctx.tx.db();
  const [startup] = await db
    .select({ id: schema.startups.id })
    .from(schema.startups)
    .where(and(eq(schema.startups.incubatorId, ctx.incubator.id), eq(schema.startups.id, startupId)));
  // Another tenant's startup and one out of sight read alike.
  if (!startup || !(await canSeeStartup(ctx, startupId))) throw notFoundField('startupId');
}

/** The people among `ids` who are of the tenant and still take part (staff-like ones only when asked); the others are field errors. */
async function checkPeople(ctx: Pick<Context, 'incubator'>, db: Db, ids: readonly string[], field: string, staffOnly: boolean): Promise<FieldError[]> {
  if (!ids.length) return [];
  const u = schema.users;
  const r = schema.roles;
  const rows = await db
    .select({ id: u.id, type: r.type })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...ids]), notInArray(u.status, GONE_STATUSES)));
  const found = new Set(rows.filter((row) => !staffOnly || isInGroup(row.type ?? undefined, STAFF_LIKE)).map((row) => row.id));
  return ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `${field}.${i}`, key: staffOnly ? 'coaching.sessions.unknownCoach' : 'coaching.sessions.unknownPerson' }]));
}

async function checkTopics(ctx: Pick<Context, 'incubator'>, db: Db, ids: readonly string[]): Promise<FieldError[]> {
  if (!ids.length) return [];
  const t = schema.tags;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), inArray(t.id, [...ids]), inArray(t.category, [...TOPIC_CATEGORIES])));
  const found = new Set(rows.map((row) => row.id));
  return ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `topicIds.${i}`, key: 'coaching.sessions.unknownTopic' }]));
}

/** An evaluation form founders and coaches can answer: of kind 'evaluation', published, not archived. */
async function checkEvaluationForm(ctx: Pick<Context, 'incubator'>, db: Db, formId: string | null | undefined): Promise<FieldError[]> {
  if (!formId) return [];
  const f = schema.forms;
  const [form] = await db
    .select({ kind: f.kind, versionId: f.versionId, archived: f.archived })
    .from(f)
    .where(and(eq(f.incubatorId, ctx.incubator.id), eq(f.id, formId)));
  return form && form.kind === 'evaluation' && form.versionId && !form.archived ? [] : [{ field: 'evaluationFormId', key: 'coaching.sessions.unknownForm' }];
}

async function foundersOf(ctx: Pick<Context, 'incubator'>, db: Db, startupId: string): Promise<string[]> {
  const m = schema.startupMembers;
  const rows = await db
    .select({ userId: m.userId })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.startupId, startupId), eq(m.kind, 'founder')));
  return rows.map((row) => row.userId);
}

const holdsTime = (session: Pick<CoachingSessionRow, 'eventType' | 'cancelledAt'>) => session.eventType !== 'UNSCHEDULED_COACHING_SESSION' && !session.cancelledAt;

/** Holds the coaches' time for a session that lies ahead (a logged one happened already); SLOT_UNAVAILABLE when one of them is taken. */
async function holdCoaches(ctx: Pick<Context, 'incubator'>, db: Db, session: CoachingSessionRow, coachIds: readonly string[]) {
  if (!holdsTime(session)) return releaseHolds(ctx, db, COACHING_HOLD, session.id);
  await holdTime(ctx, db, { source: COACHING_HOLD, sourceId: session.id, userIds: coachIds, startsAt: session.startsAt, endsAt: sessionEnd(session) });
}

async function log(ctx: Context, db: Db, sessionId: string, groupId: string, type: string, oldValue: string | null = null, newValue: string | null = null) {
  await db.insert(csLog).values({ incubatorId: ctx.incubator.id, id: newId(), sessionId, initiatorId: ctx.viewer?.user.id ?? null, type, groupId, oldValue, newValue });
}

/** The session's people as rows: a person named as coach and attendee is a coach. */
function peopleRows(ctx: Pick<Context, 'incubator'>, session: CoachingSessionRow, coachIds: readonly string[], attendeeIds: readonly string[]) {
  const coaches = new Set(coachIds);
  return [
    ...[...coaches].map((userId) => ({ userId, role: 'coach' })),
    ...[...new Set(attendeeIds)].filter((id) => !coaches.has(id)).map((userId) => ({ userId, role: 'attendee' })),
  ].map((p) => ({ incubatorId: ctx.incubator.id, sessionId: session.id, startsAt: session.startsAt, ...p }));
}

/**
 * Writes a session (spec 2 §3) with its people, its 'created' changelog, the coaches' calendar
 * holds and its post on the startup's timeline, and records 'coaching.sessionCreated'. Without
 * attendees the startup's founders attend. References are checked here, so that a booking made
 * by another part (slice 3's bookMeeting, which authorizes on its own terms) is held to them too.
 */
export async function createSession(ctx: Context, db: Db, input: NewSession, options: { skipAuthorize?: boolean } = {}): Promise<CoachingSessionRow> {
  const viewer = requireViewer(ctx);
  if (!options.skipAuthorize) await authorizeSessionCreation(ctx, input.startupId);
  const startupId = input.startupId ?? null;
  const coachIds = [...new Set(input.coachIds ?? [])];
  const attendeeIds = input.attendeeIds ? [...new Set(input.attendeeIds)] : startupId ? await foundersOf(ctx, db, startupId) : [];
  const topicIds = [...new Set(input.topicIds ?? [])];
  const problems = [
    ...(await checkPeople(ctx, db, coachIds, 'coachIds', true)),
    ...(input.attendeeIds ? await checkPeople(ctx, db, attendeeIds, 'attendeeIds', false) : []),
    ...(await checkTopics(ctx, db, topicIds)),
    ...(await checkEvaluationForm(ctx, db, input.evaluationFormId)),
  ];
  if (problems.length) throw validationError(problems);

  const locationMode = input.locationMode ?? 'ONLINE';
  const id = newId();
  // An online or hybrid session without a link gets its host's own room, or the organisation's video room (video.ts).
  const host = coachIds[0];
  const meetingLink = input.meetingLink || (locationMode !== 'IN_PERSON' && host ? await meetingLinkFor(ctx, db, host, id) : null);
  const [session] = await db
    .insert(cs)
    .values({
      incubatorId: ctx.incubator.id,
      id,
      name: input.name,
      eventType: input.eventType ?? 'SCHEDULED_COACHING_SESSION',
      startupId,
      startsAt: input.date,
      expectedDuration: input.expectedDuration,
      locationMode,
      location: input.location ?? null,
      meetingLink,
      topicIds,
      evaluationFormId: input.evaluationFormId ?? null,
      staffEditorPublic: input.staffEditorPublic ?? false,
      createdBy: viewer.user.id,
    })
    .returning();
  const people = peopleRows(ctx, session, coachIds, attendeeIds);
  if (people.length) await db.insert(csPeople).values(people);
  await log(ctx, db, session.id, newId(), 'created', null, session.startsAt.toISOString());
  await holdCoaches(ctx, db, session, coachIds);
  if (startupId) await postSessionOnTimeline(ctx, db, session);
  await recordEvent(ctx, db, {
    kind: 'coaching.sessionCreated',
    subjectKind: 'coachingSession',
    subjectId: session.id,
    data: { sessionId: session.id, name: session.name, startupId },
  });
  return session;
}

export const createCoachingSession = defineChange({
  input: () => sessionInputSchema(),
  authorize: (ctx, input: SessionValues) => authorizeSessionCreation(ctx, input.startupId),
  async write(ctx, db, input) {
    return { result: await createSession(ctx, db, input, { skipAuthorize: true }), events: [] };
  },
});

/** A session the viewer organises (its creator, a coach, internal staff who see its startup); out of reach is NOT_FOUND. */
async function organisedSession(ctx: Context, sessionId: string) {
  const loaded = await visibleSession(ctx, sessionId);
  if (!loaded.standing.organiser) throw forbidden();
  return loaded;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Changes what is sent (organisers only). A new date or length is logged old → new under one
 * group per edit, holds the coaches' new time (SLOT_UNAVAILABLE if taken) and is copied to the
 * people's rows; anything a calendar shows raises `sequence`, so that invitations replace the old one.
 */
export const updateCoachingSession = defineChange({
  input: () => sessionChangesSchema(),
  async authorize(ctx, input: SessionChanges, sessionId: string) {
    const loaded = await organisedSession(ctx, sessionId);
    const { session } = loaded;
    if (session.cancelledAt) throw new AppError('VALIDATION_ERROR', 'coaching.sessions.cancelled');
    const problems: FieldError[] = [];
    if (input.date && input.date.getTime() !== session.startsAt.getTime()) {
      const problem = sessionDateProblem(session.eventType as CoachingEventType, input.date);
      if (problem) problems.push({ field: 'date', key: problem });
    }
    if (input.coachIds && !input.coachIds.length && session.eventType !== 'UNSCHEDULED_COACHING_SESSION')
      problems.push({ field: 'coachIds', key: 'coaching.sessions.coachRequired' });
    if (problems.length) throw validationError(problems);
    return loaded;
  },
  async write(ctx, db, input, { session }) {
    const before = await sessionPeople(db, ctx.incubator.id, session.id);
    const coachesBefore = [...before].filter(([, role]) => role === 'coach').map(([id]) => id);
    const attendeesBefore = [...before].filter(([, role]) => role === 'attendee').map(([id]) => id);
    const coachIds = input.coachIds ?? coachesBefore;
    const attendeeIds = input.attendeeIds ?? attendeesBefore;
    const problems = [
      ...(input.coachIds
        ? await checkPeople(
            ctx,
            db,
            input.coachIds.filter((id) => !coachesBefore.includes(id)),
            'coachIds',
            true,
          )
        : []),
      ...(input.attendeeIds
        ? await checkPeople(
            ctx,
            db,
            input.attendeeIds.filter((id) => !before.has(id)),
            'attendeeIds',
            false,
          )
        : []),
      ...(input.topicIds ? await checkTopics(ctx, db, input.topicIds) : []),
      ...(input.evaluationFormId && input.evaluationFormId !== session.evaluationFormId ? await checkEvaluationForm(ctx, db, input.evaluationFormId) : []),
    ];
    if (problems.length) throw validationError(problems);

    const dateChanged = input.date !== undefined && input.date.getTime() !== session.startsAt.getTime();
    const durationChanged = input.expectedDuration !== undefined && input.expectedDuration !== session.expectedDuration;
    const placeChanged =
      (input.locationMode !== undefined && input.locationMode !== session.locationMode) ||
      (input.location !== undefined && input.location !== session.location) ||
      (input.meetingLink !== undefined && input.meetingLink !== session.meetingLink);
    const peopleChanged = !sameIds(coachIds, coachesBefore) || !sameIds(attendeeIds, attendeesBefore);
    const changes = [
      ...(input.name !== undefined && input.name !== session.name ? ['name'] : []),
      ...(dateChanged ? ['date'] : []),
      ...(durationChanged ? ['duration'] : []),
      ...(placeChanged ? ['place'] : []),
      ...(peopleChanged ? ['people'] : []),
      ...(input.topicIds && !sameIds(input.topicIds, session.topicIds) ? ['topics'] : []),
      ...(input.evaluationFormId !== undefined && input.evaluationFormId !== session.evaluationFormId ? ['evaluationForm'] : []),
      ...(input.staffEditorPublic !== undefined && input.staffEditorPublic !== session.staffEditorPublic ? ['staffEditorPublic'] : []),
    ];
    const calendarChanged = dateChanged || durationChanged || placeChanged || peopleChanged || changes.includes('name');
    const [updated] = await db
      .update(cs)
      .set({
        name: input.name,
        startsAt: input.date,
        expectedDuration: input.expectedDuration,
        locationMode: input.locationMode,
        location: input.location,
        meetingLink: input.meetingLink,
        topicIds: input.topicIds,
        evaluationFormId: input.evaluationFormId,
        staffEditorPublic: input.staffEditorPublic,
        sequence: calendarChanged ? session.sequence + 1 : undefined,
        updatedAt: new Date(),
      })
      .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id)))
      .returning();

    const groupId = newId();
    if (dateChanged) await log(ctx, db, session.id, groupId, 'date', session.startsAt.toISOString(), updated.startsAt.toISOString());
    if (durationChanged) await log(ctx, db, session.id, groupId, 'duration', String(session.expectedDuration), String(updated.expectedDuration));

    const after = new Map(peopleRows(ctx, updated, coachIds, attendeeIds).map((row) => [row.userId, row]));
    const added = [...after.keys()].filter((id) => !before.has(id));
    const removed = [...before.keys()].filter((id) => !after.has(id));
    if (peopleChanged) {
      await db.delete(csPeople).where(and(eq(csPeople.incubatorId, ctx.incubator.id), eq(csPeople.sessionId, session.id)));
      if (after.size) await db.insert(csPeople).values([...after.values()]);
      await log(ctx, db, session.id, groupId, 'people', removed.join(',') || null, added.join(',') || null);
    } else if (dateChanged) {
      await db
        .update(csPeople)
        .set({ startsAt: updated.startsAt })
        .where(and(eq(csPeople.incubatorId, ctx.incubator.id), eq(csPeople.sessionId, session.id)));
    }
    if (dateChanged || durationChanged || !sameIds(coachIds, coachesBefore)) await holdCoaches(ctx, db, updated, coachIds);
    return {
      result: updated,
      events: changes.length
        ? [{ kind: 'coaching.sessionUpdated', subjectKind: 'coachingSession', subjectId: session.id, data: { sessionId: session.id, name: updated.name, changes, added, removed } }]
        : [],
    };
  },
});

/** COACHING_SESSION:DELETE for one session. ASSIGNED: sessions one created or coaches, or of a startup one is assigned to. */
async function isOwnSession(ctx: Context, session: CoachingSessionRow): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (session.createdBy === viewer.user.id) return true;
  if ((await sessionPeople(await ctx.tx.db(), ctx.incubator.id, session.id)).get(viewer.user.id) === 'coach') return true;
  return session.startupId !== null && (await assignedScope(ctx)).startupIds.has(session.startupId);
}

registerAssignedCheck('COACHING_SESSION:DELETE', async (ctx, id) => {
  if (!isId(id)) return null;
  const session = await findSession(await ctx.tx.db(), ctx.incubator.id, id);
  return session ? isOwnSession(ctx, session) : null;
});

export const deleteCoachingSession = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, sessionId: string) {
    const { session } = await visibleSession(ctx, sessionId);
    await authorize(ctx, 'COACHING_SESSION:DELETE', [session.id]);
    return session;
  },
  async write(ctx, db, _input, session) {
    const people = await sessionPeople(db, ctx.incubator.id, session.id);
    await releaseHolds(ctx, db, COACHING_HOLD, session.id);
    await removeTimelineItemsOf(ctx, db, session.id);
    await db.delete(cs).where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id)));
    return {
      result: true,
      events: [
        {
          kind: 'coaching.sessionDeleted',
          subjectKind: 'coachingSession',
          subjectId: session.id,
          data: {
            sessionId: session.id,
            name: session.name,
            startupId: session.startupId,
            date: session.startsAt.toISOString(),
            expectedDuration: session.expectedDuration,
            // A deleted meeting is a new version of it for the calendars that hold it.
            sequence: session.sequence + 1,
            location: session.location,
            meetingLink: session.meetingLink,
            peopleIds: [...people.keys()],
          },
        },
      ],
    };
  },
});

/** Organisers and the session's coaches run it. */
async function runSession(ctx: Context, sessionId: string) {
  const loaded = await visibleSession(ctx, sessionId);
  if (!loaded.standing.organiser && loaded.standing.role !== 'coach') throw forbidden();
  if (loaded.session.cancelledAt) throw new AppError('VALIDATION_ERROR', 'coaching.sessions.cancelled');
  return loaded.session;
}

export const startCoachingSession = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, sessionId: string) {
    const session = await runSession(ctx, sessionId);
    if (session.startedAt) throw new AppError('VALIDATION_ERROR', 'coaching.sessions.alreadyStarted');
    return session;
  },
  async write(ctx, db, _input, session) {
    const [updated] = await db
      .update(cs)
      .set({ startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id)))
      .returning();
    await log(ctx, db, session.id, newId(), 'started', null, updated.startedAt!.toISOString());
    return {
      result: updated,
      events: [{ kind: 'coaching.sessionStarted', subjectKind: 'coachingSession', subjectId: session.id, data: { sessionId: session.id, name: session.name } }],
    };
  },
});

/** Ends a started session; the minutes it took are the real span unless the person ending it says otherwise. */
export const endCoachingSession = defineChange({
  input: () => sessionEndSchema(),
  async authorize(ctx, _input, sessionId: string) {
    const session = await runSession(ctx, sessionId);
    if (!session.startedAt) throw new AppError('VALIDATION_ERROR', 'coaching.sessions.notStarted');
    if (session.endedAt) throw new AppError('VALIDATION_ERROR', 'coaching.sessions.alreadyEnded');
    return session;
  },
  async write(ctx, db, input, session) {
    const endedAt = new Date();
    const estimatedDuration = input.estimatedDuration ?? Math.max(1, Math.round((endedAt.getTime() - session.startedAt!.getTime()) / 60_000));
    const [updated] = await db
      .update(cs)
      .set({ endedAt, estimatedDuration, updatedAt: new Date() })
      .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id)))
      .returning();
    await log(ctx, db, session.id, newId(), 'ended', null, endedAt.toISOString());
    return {
      result: updated,
      events: [{ kind: 'coaching.sessionEnded', subjectKind: 'coachingSession', subjectId: session.id, data: { sessionId: session.id, name: session.name, estimatedDuration } }],
    };
  },
});

/**
 * Cancels a session rather than deleting it (slice 5: an invite withdrawn, or the meeting called
 * off from the invitation's link): it stays readable with `cancelled_at`, frees the coaches' time
 * and sends calendars its cancellation (a new `sequence`).
 */
export async function cancelSession(ctx: Context, db: Db, session: CoachingSessionRow, by: 'organiser' | 'invitee'): Promise<CoachingSessionRow> {
  if (session.cancelledAt) return session;
  const [updated] = await db
    .update(cs)
    .set({ cancelledAt: new Date(), sequence: session.sequence + 1, updatedAt: new Date() })
    .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id)))
    .returning();
  await releaseHolds(ctx, db, COACHING_HOLD, session.id);
  await log(ctx, db, session.id, newId(), 'cancelled', null, by);
  await recordEvent(ctx, db, { kind: 'coaching.sessionCancelled', subjectKind: 'coachingSession', subjectId: session.id, data: { sessionId: session.id, name: session.name, by } });
  return updated;
}
