import { and, asc, count, eq, gt, inArray, lt, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DECIDED_STATUSES, type ApplicationStatus } from '@seedbed/contracts/applications';
import { assignEvaluatorsSchema, declareConflictSchema, evaluationInputSchema, weightedTotal } from '@seedbed/contracts/applications-input';
import type { Answers } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { AppError, forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findForm, findVersion, fs, type FormVersionRow } from '../forms/repo.ts';
import { visibleFunnel } from '../funnels/access.ts';
import { findRound, fre, type FunnelRoundRow } from '../funnels/repo.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { pageSize } from '../tasks/list-search.ts';
import { displayName } from '../users/display-name.ts';
import { recordActivity } from './activities.ts';
import { seesAll, visibleApplication, type ApplicationStanding } from './access.ts';
import { assignEvaluators, autoAssignEvaluators, completeEvaluationTask, insertAssignments, mayManageEvaluations, recountEvaluations } from './assignment.ts';
import { conflictMessageKey, conflictsWith } from './conflicts.ts';
import { ap, apEval, APPLICATION_SUBJECT, findApplication, type ApplicationEvaluationRow, type ApplicationRow } from './repo.ts';
import { moveApplication } from './status.ts';

const UUID = z.string('validation.invalid').trim().refine(isId, 'validation.invalid');
const decided = (application: ApplicationRow) => DECIDED_STATUSES.includes(application.status as ApplicationStatus);

/** Why the viewer does not read the other evaluations: not submitted their own yet, or their role is not among those allowed. */
export type OthersHidden = 'submitFirst' | 'notAllowed' | null;

/** One application's evaluations in its current round, as the viewer may read them. */
export interface EvaluationsView {
  application: ApplicationRow;
  round: FunnelRoundRow;
  standing: ApplicationStanding;
  mine: ApplicationEvaluationRow | null;
  /** The rows the viewer reads: every one for managers; their own, and the others' submitted ones once allowed, for evaluators. */
  rows: ApplicationEvaluationRow[];
  othersHidden: OthersHidden;
  manages: boolean;
}

/** The rows of an application's round. */
async function evaluationsOf(ctx: Context, db: Db, application: ApplicationRow, roundId: string): Promise<ApplicationEvaluationRow[]> {
  return db
    .select()
    .from(apEval)
    .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, roundId)))
    .orderBy(asc(apEval.assignedAt), asc(apEval.id));
}

/**
 * Who reads the other evaluations: managers always; an evaluator once their own is in, and when
 * evaluationVisibility is on and the round lists role types (evaluationsVisibleTo) only if theirs
 * is among them; applicants never (they do not reach this at all).
 */
function othersHiddenFor(ctx: Context, standing: ApplicationStanding, manages: boolean, round: FunnelRoundRow, mine: ApplicationEvaluationRow | null): OthersHidden {
  if (standing.manager || manages) return null;
  if (mine?.status !== 'submitted') return 'submitFirst';
  // An empty list restricts nothing: peers read each other once their own is in.
  const allowed = round.visibility.evaluationsVisibleTo;
  if (!incubatorFlags(ctx.incubator).evaluationVisibility || !allowed.length) return null;
  const roleType = requireViewer(ctx).role?.type;
  return roleType && allowed.includes(roleType) ? null : 'notAllowed';
}

/** applicationEvaluations: the applicant side and anyone else out of it get NOT_FOUND. */
export async function applicationEvaluationsView(ctx: Context, applicationId: string): Promise<EvaluationsView> {
  const viewer = requireViewer(ctx);
  const { application, standing } = await visibleApplication(ctx, applicationId);
  const manages = standing.manager && (await mayManageEvaluations(ctx, application.funnelId));
  if (!standing.manager && !standing.evaluator) throw notFound();
  const db = await ctx.tx.db();
  const round = await findRound(db, ctx.incubator.id, application.roundId);
  if (!round) throw notFound();
  const all = await evaluationsOf(ctx, db, application, round.id);
  const mine = all.find((row) => row.evaluatorId === viewer.user.id) ?? null;
  const othersHidden = othersHiddenFor(ctx, standing, manages, round, mine);
  const rows = standing.manager ? all : all.filter((row) => row === mine || (othersHidden === null && row.status === 'submitted'));
  return { application, round, standing, mine, rows, othersHidden, manages };
}

/** The form an evaluator fills in the round (its published version), if the round has one. */
export async function evaluationFormOf(ctx: Context, round: FunnelRoundRow): Promise<FormVersionRow | null> {
  if (!round.evaluationFormId) return null;
  const db = await ctx.tx.db();
  const form = await findForm(db, ctx.incubator.id, round.evaluationFormId);
  if (!form?.versionId || form.archived) return null;
  return findVersion(db, ctx.incubator.id, form.versionId);
}

/** The answers given on the evaluation form, by submission id, in one query. */
export async function answersOf(ctx: Context, submissionIds: readonly string[]): Promise<Map<string, Answers>> {
  if (!submissionIds.length) return new Map();
  const rows = await (await ctx.tx.db())
    .select({ id: fs.id, answers: fs.answers })
    .from(fs)
    .where(and(eq(fs.incubatorId, ctx.incubator.id), inArray(fs.id, [...submissionIds])));
  return new Map(rows.map((row) => [row.id, row.answers as Answers]));
}

/** The viewer's own place on an application's current round, once they may evaluate it. */
async function ownEvaluation(ctx: Context, applicationId: string) {
  const viewer = requireViewer(ctx);
  const { application, standing } = await visibleApplication(ctx, applicationId);
  const db = await ctx.tx.db();
  const [mine] = await db
    .select()
    .from(apEval)
    .where(
      and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, application.roundId), eq(apEval.evaluatorId, viewer.user.id)),
    );
  if (!standing.evaluator || !mine || mine.status === 'conflict') throw forbidden();
  if (decided(application)) throw new AppError('VALIDATION_ERROR', 'applications.evaluations.decided');
  const round = await findRound(db, ctx.incubator.id, application.roundId);
  if (!round) throw notFound();
  return { application, round, mine };
}

/**
 * An assigned evaluator's evaluation: every criterion scored, the round's evaluation form answered
 * (through the forms engine, about the application), the total their weighted mean. The
 * application's score and count follow; once it has every evaluation it needs it waits for a
 * decision. Editable until the application is decided.
 */
export const submitApplicationEvaluation = defineChange({
  input: () => evaluationInputSchema().extend({ applicationId: UUID, answers: answersInput.nullish() }),
  async authorize(ctx, input) {
    const own = await ownEvaluation(ctx, input.applicationId);
    const checked = parseInput(evaluationInputSchema(own.round.criteria), { scores: input.scores, comment: input.comment });
    return { ...own, checked };
  },
  async write(ctx, db, input, { application, round, mine, checked }) {
    const viewer = requireViewer(ctx);
    const scores = Object.fromEntries(checked.scores.map((entry) => [entry.tagId, entry.score]));
    let submissionId = mine.submissionId;
    const version = await evaluationFormOf(ctx, round);
    if (version) {
      const form = (await findForm(db, ctx.incubator.id, version.formId))!;
      const [existing] = mine.submissionId
        ? await db
            .select()
            .from(fs)
            .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, mine.submissionId), eq(fs.formId, form.id)))
        : [];
      const submission = await recordAnswers(
        ctx,
        db,
        { form, version, respondentId: viewer.user.id, source: 'signed_in', subject: { kind: APPLICATION_SUBJECT, id: application.id }, existing: existing ?? null },
        (input.answers ?? {}) as Answers,
      );
      submissionId = submission.id;
    }
    const edited = mine.status === 'submitted';
    const total = weightedTotal(round.criteria, scores);
    await db
      .update(apEval)
      .set({ status: 'submitted', scores, total, comment: checked.comment || null, submissionId, submittedAt: new Date() })
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.id, mine.id)));
    const counted = await recountEvaluations(ctx, db, application, round);
    if (counted.status === 'under_review' && counted.evaluationsDone >= counted.evaluationsNeeded) await moveApplication(ctx, db, counted, 'pending_decision');
    await completeEvaluationTask(ctx, db, application.id, viewer.user.id);
    await recordActivity(ctx, db, application.id, 'evaluation', { isPrivate: true, data: { action: edited ? 'edited' : 'submitted', evaluatorId: viewer.user.id, total } });
    return {
      result: application.id,
      events: [
        {
          kind: 'application.evaluationSubmitted' as const,
          subjectKind: 'application',
          subjectId: application.id,
          data: { applicationId: application.id, funnelId: application.funnelId, roundId: round.id, edited },
        },
      ],
    };
  },
});

/**
 * An evaluator steps out of an application they cannot judge fairly: their evaluation is set
 * aside (status conflict, with the reason for staff), their task closed, and in a round that
 * draws its evaluators another one is drawn in their place.
 */
export const declareConflict = defineChange({
  input: () => declareConflictSchema.extend({ applicationId: UUID }),
  authorize: (ctx, input) => ownEvaluation(ctx, input.applicationId),
  async write(ctx, db, input, { application, round, mine }) {
    const viewer = requireViewer(ctx);
    await db
      .update(apEval)
      .set({ status: 'conflict', conflictReason: input.reason, total: null })
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.id, mine.id)));
    await completeEvaluationTask(ctx, db, application.id, viewer.user.id);
    await recordActivity(ctx, db, application.id, 'evaluation', { isPrivate: true, data: { action: 'conflict', evaluatorId: viewer.user.id, reason: input.reason } });
    const counted = await recountEvaluations(ctx, db, application, round);
    if (round.assignment !== 'manual') await autoAssignEvaluators(ctx, db, counted, round);
    return {
      result: true,
      events: [
        {
          kind: 'application.conflictDeclared' as const,
          subjectKind: 'application',
          subjectId: application.id,
          data: { applicationId: application.id, funnelId: application.funnelId, roundId: round.id },
        },
      ],
    };
  },
});

/** An application whose evaluators the viewer manages, in its current round (submitted, not decided). */
async function managedApplication(ctx: Context, applicationId: string) {
  const { application, standing } = await visibleApplication(ctx, applicationId);
  if (!standing.manager || !(await mayManageEvaluations(ctx, application.funnelId))) throw forbidden();
  if (decided(application)) throw new AppError('VALIDATION_ERROR', 'applications.evaluations.decided');
  const db = await ctx.tx.db();
  const round = await findRound(db, ctx.incubator.id, application.roundId);
  if (!round) throw notFound();
  return { application, round };
}

/**
 * Staff add evaluators by hand. Unlike the bulk assignment, which skips them, a person with a
 * conflict stops this one with the reason named per person, and nothing is written.
 */
export const assignApplicationEvaluators = defineChange({
  input: () => assignEvaluatorsSchema.extend({ applicationId: UUID }),
  authorize: (ctx, input) => managedApplication(ctx, input.applicationId),
  async write(ctx, db, input, { application, round }) {
    const conflicts = await conflictsWith(ctx, db, application, input.userIds);
    if (conflicts.size) {
      const u = schema.users;
      const people = await db
        .select()
        .from(u)
        .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...conflicts.keys()])));
      const names = new Map(people.map((person) => [person.id, displayName(person, ctx)]));
      throw validationError(
        input.userIds.flatMap((userId, i) => {
          const reason = conflicts.get(userId);
          return reason ? [{ field: `userIds.${i}`, key: conflictMessageKey(reason), params: { name: names.get(userId) ?? '' } }] : [];
        }),
      );
    }
    await assignEvaluators(ctx, db, application, round, input.userIds);
    return { result: application.id, events: [] };
  },
});

/** Staff take an evaluator off an application; an evaluation already given stays (it is part of the record). */
export const unassignApplicationEvaluator = defineChange({
  input: () => z.object({ applicationId: UUID, userId: UUID }),
  authorize: (ctx, input) => managedApplication(ctx, input.applicationId),
  async write(ctx, db, input, { application, round }) {
    const [row] = await db
      .select()
      .from(apEval)
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, round.id), eq(apEval.evaluatorId, input.userId)));
    if (!row) throw notFound();
    if (row.status === 'submitted') throw validationError([{ field: 'userId', key: 'applications.evaluations.alreadySubmitted' }]);
    await db.delete(apEval).where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.id, row.id)));
    await completeEvaluationTask(ctx, db, application.id, input.userId);
    await recountEvaluations(ctx, db, application, round);
    await recordActivity(ctx, db, application.id, 'evaluation', { isPrivate: true, data: { action: 'unassigned', evaluatorId: input.userId } });
    return {
      result: application.id,
      events: [
        {
          kind: 'application.evaluatorUnassigned' as const,
          subjectKind: 'application',
          subjectId: application.id,
          data: { applicationId: application.id, funnelId: application.funnelId, roundId: round.id, evaluatorId: input.userId },
        },
      ],
    };
  },
});

/** Whether the viewer is in a round's pool. */
async function inPool(ctx: Context, db: Db, roundId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: fre.userId })
    .from(fre)
    .where(and(eq(fre.incubatorId, ctx.incubator.id), eq(fre.roundId, roundId), eq(fre.userId, requireViewer(ctx).user.id)));
  return Boolean(row);
}

/**
 * A member of a round's pool takes an application of it for themselves, when the round lets
 * evaluators choose. Out of their reach (not in the pool, no self-assignment, another tenant's)
 * it is NOT_FOUND; a conflict is refused with its reason.
 */
export const selfAssignApplication = defineChange({
  input: () => z.object({ applicationId: UUID }),
  async authorize(ctx, input) {
    const viewer = requireViewer(ctx);
    const db = await ctx.tx.db();
    const application = await findApplication(db, ctx.incubator.id, input.applicationId);
    if (!application || application.status === 'draft') throw notFound();
    const round = await findRound(db, ctx.incubator.id, application.roundId);
    if (!round?.selfAssignment || !(await inPool(ctx, db, round.id))) throw notFound();
    if (decided(application)) throw new AppError('VALIDATION_ERROR', 'applications.evaluations.decided');
    const reason = (await conflictsWith(ctx, db, application, [viewer.user.id])).get(viewer.user.id);
    if (reason) throw new AppError('VALIDATION_ERROR', conflictMessageKey(reason), { name: displayName(viewer.user, ctx) });
    return { application, round };
  },
  async write(ctx, db, _input, { application, round }) {
    const viewer = requireViewer(ctx);
    const [already] = await db
      .select({ id: apEval.id })
      .from(apEval)
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, round.id), eq(apEval.evaluatorId, viewer.user.id)));
    if (!already) await assignSelf(ctx, db, application, round);
    return { result: application.id, events: [] };
  },
});

/** Self-assignment is the manual path without manager rights: the change above checked the pool. */
async function assignSelf(ctx: Context, db: Db, application: ApplicationRow, round: FunnelRoundRow): Promise<void> {
  const viewer = requireViewer(ctx);
  await insertAssignments(ctx, db, application, round, [viewer.user.id], 'manual');
  await recountEvaluations(ctx, db, application, round);
  await recordActivity(ctx, db, application.id, 'evaluation', { isPrivate: true, data: { action: 'selfAssigned', evaluatorId: viewer.user.id } });
}

/** A page of a list, keyset-paged. */
export interface Page<T> {
  results: T[];
  totalCount: number;
  next: string | null;
}

/** An evaluator's assignments still open (to score) or done (scored). */
export const QUEUE_STATUSES = ['OPEN', 'DONE'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/**
 * The viewer's evaluations to do (oldest assignment first) or done, over
 * application_evaluations_evaluator_idx, with their progress ("3 of 12 done").
 */
export async function evaluationQueue(
  ctx: Context,
  status: QueueStatus,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<Page<ApplicationEvaluationRow> & { done: number; total: number }> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const mine = and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.evaluatorId, viewer.user.id));
  const progress = await db
    .select({ status: apEval.status, n: count() })
    .from(apEval)
    .where(and(mine, inArray(apEval.status, ['assigned', 'submitted'])))
    .groupBy(apEval.status);
  const countOf = (s: string) => Number(progress.find((row) => row.status === s)?.n ?? 0);
  const wanted = status === 'OPEN' ? 'assigned' : 'submitted';
  let keyset: SQL | undefined;
  if (cursor) {
    const [time, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${apEval.assignedAt}, ${apEval.id}) > (${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ row: apEval, key: exactTime(apEval.assignedAt) })
    .from(apEval)
    .where(and(mine, eq(apEval.status, wanted), keyset))
    .orderBy(asc(apEval.assignedAt), asc(apEval.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    results: page.map((r) => r.row),
    totalCount: countOf(wanted),
    next: rows.length > size && last ? encodeCursor([last.key, last.row.id]) : null,
    done: countOf('submitted'),
    total: countOf('submitted') + countOf('assigned'),
  };
}

const STILL_OPEN: ApplicationStatus[] = ['draft', ...DECIDED_STATUSES];

/**
 * Applications of rounds that let evaluators choose, whose pool holds the viewer, under review and
 * not yet theirs: what they may pick up. Oldest first.
 */
export async function selfAssignableApplications(ctx: Context, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<ApplicationRow>> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const fr = schema.funnelRounds;
  const rounds = await db
    .select({ id: fr.id })
    .from(fr)
    .innerJoin(fre, and(eq(fre.incubatorId, fr.incubatorId), eq(fre.roundId, fr.id)))
    .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.selfAssignment, true), eq(fre.userId, viewer.user.id)));
  if (!rounds.length) return { results: [], totalCount: 0, next: null };
  const notMine = notExists(
    db
      .select({ one: sql`1` })
      .from(apEval)
      .where(and(eq(apEval.incubatorId, ap.incubatorId), eq(apEval.applicationId, ap.id), eq(apEval.roundId, ap.roundId), eq(apEval.evaluatorId, viewer.user.id))),
  );
  const where = and(
    eq(ap.incubatorId, ctx.incubator.id),
    inArray(
      ap.roundId,
      rounds.map((r) => r.id),
    ),
    eq(ap.status, 'under_review'),
    sql`${ap.applicantId} <> ${viewer.user.id}`,
    notMine,
  );
  const [{ total }] = await db.select({ total: count() }).from(ap).where(where);
  let keyset: SQL | undefined;
  if (cursor) {
    const [time, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${ap.createdAt}, ${ap.id}) > (${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ row: ap, key: exactTime(ap.createdAt) })
    .from(ap)
    .where(and(where, keyset))
    .orderBy(asc(ap.createdAt), asc(ap.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.row), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.row.id]) : null };
}

const count0 = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A funnel's applications still short of evaluations (done < needed), those with the fewest
 * first, then the oldest: where staff should send evaluators next. Managers of the funnel only.
 */
export async function evaluationBoard(ctx: Context, funnelId: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<ApplicationRow>> {
  const funnel = await visibleFunnel(ctx, funnelId);
  if (!(await mayManageEvaluations(ctx, funnel.id)) && !(await seesAll(ctx))) throw forbidden();
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const where = and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.funnelId, funnel.id), notInArray(ap.status, STILL_OPEN), lt(ap.evaluationsDone, ap.evaluationsNeeded));
  const [{ total }] = await db.select({ total: count() }).from(ap).where(where);
  let keyset: SQL | undefined;
  if (cursor) {
    const [done, time, id] = decodeCursor(cursor, [count0, cursorPart.exactTime, cursorPart.id]);
    keyset = or(gt(ap.evaluationsDone, done), and(eq(ap.evaluationsDone, done), sql`(${ap.createdAt}, ${ap.id}) > (${time}::timestamptz, ${id}::uuid)`));
  }
  const rows = await db
    .select({ row: ap, key: exactTime(ap.createdAt) })
    .from(ap)
    .where(and(where, keyset))
    .orderBy(asc(ap.evaluationsDone), asc(ap.createdAt), asc(ap.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    results: page.map((r) => r.row),
    totalCount: Number(total),
    next: rows.length > size && last ? encodeCursor([last.row.evaluationsDone, last.key, last.row.id]) : null,
  };
}
