import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { EvaluatorAssignmentMode } from '@seedbed/contracts/applications';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { isId, newId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { isFunnelAdmin } from '../funnels/access.ts';
import { findFunnel, fre, type FunnelRoundRow } from '../funnels/repo.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { completeAutomaticTasks, ensureAutomaticTask } from '../tasks/automatic.ts';
import { recordActivity } from './activities.ts';
import { conflictsWith, type ConflictReason } from './conflicts.ts';
import { ap, apEval, apTag, type ApplicationRow } from './repo.ts';

/** What an assignment did: who now evaluates, and who was left out and why. */
export interface AssignmentOutcome {
  assigned: string[];
  skipped: Array<{ userId: string; reason: ConflictReason | 'alreadyAssigned' }>;
}

/** An evaluator's task leads to the application's evaluations tab. */
export const evaluationUrl = (applicationId: string) => `/application/${applicationId}/evaluations`;

/** Without a closing date on the round, evaluators get a fortnight, counted in their own days. */
const DAYS_TO_EVALUATE = 14;

/** Statuses of people who can no longer take part. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

/** Managing an application's evaluations: APPLICATION_FLOW:EDIT, or administering its funnel. */
export async function mayManageEvaluations(ctx: Context, funnelId: string): Promise<boolean> {
  return (await isAuthorized(ctx, 'APPLICATION_FLOW:EDIT')) || isFunnelAdmin(ctx, funnelId);
}

/**
 * Staff assign evaluators to an application's round by hand (also slice 3's bulk assignment):
 * the people must be the organisation's, anyone with a conflict is skipped (`skipped` says why),
 * those already on it are left as they are. Refused without manager rights.
 */
export async function assignEvaluators(ctx: Context, db: Db, application: ApplicationRow, round: FunnelRoundRow, userIds: readonly string[]): Promise<AssignmentOutcome> {
  requireViewer(ctx);
  if (!(await mayManageEvaluations(ctx, application.funnelId))) throw forbidden();
  assertEvaluable(application, round);
  const people = [...new Set(userIds)];
  const present = await presentPeople(ctx, db, people);
  const unknown = people.findIndex((id) => !present.has(id));
  if (unknown >= 0) throw validationError([{ field: `userIds.${unknown}`, key: 'applications.evaluations.unknownEvaluator' }]);
  const conflicts = await conflictsWith(ctx, db, application, people);
  const current = await currentEvaluators(ctx, db, application, round);
  const skipped: AssignmentOutcome['skipped'] = [];
  const chosen: string[] = [];
  for (const userId of people) {
    const conflict = conflicts.get(userId);
    if (conflict) skipped.push({ userId, reason: conflict });
    else if (current.has(userId)) skipped.push({ userId, reason: 'alreadyAssigned' });
    else chosen.push(userId);
  }
  await insertAssignments(ctx, db, application, round, chosen, 'manual');
  await recountEvaluations(ctx, db, application, round);
  if (chosen.length || skipped.length) {
    await recordActivity(ctx, db, application.id, 'evaluation', { isPrivate: true, data: { action: 'assigned', mode: 'manual', evaluatorIds: chosen, skipped } });
  }
  return { assigned: chosen, skipped };
}

/**
 * Gives an application entering a round its evaluators by the round's mode (slice 2 calls it on
 * submission; declareConflict calls it to replace the one who left): manual gives none; random
 * draws from the round's pool, least loaded first, ties at random; tag and industry keep to
 * pool members sharing one with the application, drawing at random when nobody does (the
 * activity says so). People with a conflict are never drawn. Also sets evaluations_needed to the
 * round's required count. No rights are checked: the caller's own change decided.
 */
export async function autoAssignEvaluators(ctx: Context, db: Db, application: ApplicationRow, round: FunnelRoundRow): Promise<AssignmentOutcome> {
  const mode = round.assignment as EvaluatorAssignmentMode;
  const outcome: AssignmentOutcome = { assigned: [], skipped: [] };
  if (mode !== 'manual' && application.roundId === round.id) {
    const current = await currentEvaluators(ctx, db, application, round);
    const active = [...current.values()].filter((status) => status !== 'conflict').length;
    const wanted = Math.max(0, round.evaluatorsPerApplication - active);
    if (wanted > 0) {
      const pool = await poolOf(ctx, db, round, [...current.keys()]);
      const conflicts = await conflictsWith(ctx, db, application, pool);
      for (const [userId, reason] of conflicts) outcome.skipped.push({ userId, reason });
      const free = pool.filter((id) => !conflicts.has(id));
      let candidates = free;
      let fallback = false;
      if (mode === 'tag' || mode === 'industry') {
        const matching = mode === 'tag' ? await sharingTags(ctx, db, application, free) : await sharingIndustries(ctx, db, application, free);
        fallback = matching.length === 0;
        if (!fallback) candidates = matching;
      }
      outcome.assigned = await leastLoaded(ctx, db, candidates, wanted);
      await insertAssignments(ctx, db, application, round, outcome.assigned, mode);
      await recordActivity(ctx, db, application.id, 'evaluation', {
        isPrivate: true,
        data: { action: 'assigned', mode, evaluatorIds: outcome.assigned, skipped: outcome.skipped, ...(fallback ? { fallback: 'random' } : {}) },
      });
    }
  }
  await recountEvaluations(ctx, db, application, round);
  return outcome;
}

/** An application may be evaluated once submitted and in the round named. */
function assertEvaluable(application: ApplicationRow, round: FunnelRoundRow): void {
  if (application.status === 'draft') throw new AppError('VALIDATION_ERROR', 'applications.evaluations.notSubmitted');
  if (application.roundId !== round.id) throw new AppError('VALIDATION_ERROR', 'applications.evaluations.notCurrentRound');
}

/** The people of the round already on the application, with the state of their evaluation. */
export async function currentEvaluators(ctx: Pick<Context, 'incubator'>, db: Db, application: ApplicationRow, round: FunnelRoundRow): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: apEval.evaluatorId, status: apEval.status })
    .from(apEval)
    .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, round.id)));
  return new Map(rows.map((row) => [row.userId, row.status]));
}

/** Of some ids, those of people of the organisation still taking part. */
async function presentPeople(ctx: Context, db: Db, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isId);
  if (!valid.length) return new Set();
  const u = schema.users;
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, valid), notInArray(u.status, GONE_STATUSES)));
  return new Set(rows.map((row) => row.id));
}

/** The round's pool (funnel_round_evaluators) of people still taking part, minus those already on the application. */
async function poolOf(ctx: Context, db: Db, round: FunnelRoundRow, already: readonly string[]): Promise<string[]> {
  const u = schema.users;
  const rows = await db
    .select({ id: fre.userId })
    .from(fre)
    .innerJoin(u, and(eq(u.incubatorId, fre.incubatorId), eq(u.id, fre.userId)))
    .where(and(eq(fre.incubatorId, ctx.incubator.id), eq(fre.roundId, round.id), notInArray(u.status, GONE_STATUSES)));
  const skip = new Set(already);
  return rows.map((row) => row.id as string).filter((id) => !skip.has(id));
}

/** Pool members holding one of the application's tags. */
async function sharingTags(ctx: Context, db: Db, application: ApplicationRow, people: readonly string[]): Promise<string[]> {
  if (!people.length) return [];
  const ut = schema.userTags;
  const rows = await db
    .selectDistinct({ id: ut.userId })
    .from(ut)
    .innerJoin(apTag, and(eq(apTag.incubatorId, ut.incubatorId), eq(apTag.tagId, ut.tagId)))
    .where(and(eq(ut.incubatorId, ctx.incubator.id), eq(apTag.applicationId, application.id), inArray(ut.userId, [...people])));
  return rows.map((row) => row.id as string);
}

/** Pool members sharing an industry with the applicant, the application's startup or a startup the applicant founds. */
async function sharingIndustries(ctx: Context, db: Db, application: ApplicationRow, people: readonly string[]): Promise<string[]> {
  if (!people.length) return [];
  const tenant = ctx.incubator.id;
  const ui = schema.userIndustries;
  const si = schema.startupIndustries;
  const m = schema.startupMembers;
  const founded = await db
    .select({ startupId: m.startupId })
    .from(m)
    .where(and(eq(m.incubatorId, tenant), eq(m.userId, application.applicantId), eq(m.kind, 'founder')));
  const startups = [...new Set([...founded.map((row) => row.startupId), ...(application.startupId ? [application.startupId] : [])])];
  const industries = new Set<string>();
  const own = await db
    .select({ industryId: ui.industryId })
    .from(ui)
    .where(and(eq(ui.incubatorId, tenant), eq(ui.userId, application.applicantId)));
  for (const row of own) industries.add(row.industryId as string);
  if (startups.length) {
    const ofStartups = await db
      .select({ industryId: si.industryId })
      .from(si)
      .where(and(eq(si.incubatorId, tenant), inArray(si.startupId, startups)));
    for (const row of ofStartups) industries.add(row.industryId as string);
  }
  if (!industries.size) return [];
  const rows = await db
    .selectDistinct({ id: ui.userId })
    .from(ui)
    .where(and(eq(ui.incubatorId, tenant), inArray(ui.industryId, [...industries]), inArray(ui.userId, [...people])));
  return rows.map((row) => row.id as string);
}

/** Up to `wanted` of the candidates, those with the fewest open evaluations first, ties broken at random. */
async function leastLoaded(ctx: Context, db: Db, candidates: readonly string[], wanted: number): Promise<string[]> {
  if (!candidates.length || wanted <= 0) return [];
  const loads = await db
    .select({ userId: apEval.evaluatorId, open: count() })
    .from(apEval)
    .where(and(eq(apEval.incubatorId, ctx.incubator.id), inArray(apEval.evaluatorId, [...candidates]), eq(apEval.status, 'assigned')))
    .groupBy(apEval.evaluatorId);
  const load = new Map(loads.map((row) => [row.userId, Number(row.open)]));
  return candidates
    .map((id) => ({ id, load: load.get(id) ?? 0, draw: randomInt(1_000_000) }))
    .sort((x, y) => x.load - y.load || x.draw - y.draw)
    .slice(0, wanted)
    .map((entry) => entry.id);
}

/**
 * Writes the assignments and gives each person their evaluation task, named in their language.
 * No rights are checked here: the callers decided (manager rights, the round's pool).
 */
export async function insertAssignments(
  ctx: Context,
  db: Db,
  application: ApplicationRow,
  round: FunnelRoundRow,
  userIds: readonly string[],
  mode: EvaluatorAssignmentMode,
): Promise<void> {
  if (!userIds.length) return;
  await recordEvent(ctx, db, {
    kind: 'application.evaluatorsAssigned',
    subjectKind: 'application',
    subjectId: application.id,
    data: { applicationId: application.id, funnelId: application.funnelId, roundId: round.id, evaluatorIds: [...userIds], mode },
  });
  await db
    .insert(apEval)
    .values(
      userIds.map((evaluatorId) => ({
        incubatorId: ctx.incubator.id,
        id: newId(),
        applicationId: application.id,
        roundId: round.id,
        evaluatorId,
        status: 'assigned',
        assignedBy: ctx.viewer?.user.id ?? null,
      })),
    )
    .onConflictDoNothing();
  const u = schema.users;
  const people = await db
    .select({ id: u.id, language: u.language, timezone: u.timezone })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds])));
  const hidden = await hiddenFromEvaluators(ctx, db, application);
  for (const person of people) {
    const zone = person.timezone ?? ctx.incubator.timezone;
    const t = translator(pickLanguage(person.language, ctx.incubator.defaultLanguage));
    const name = hidden ? t('applications.anonymousName', { ref: application.id.slice(0, 8).toUpperCase() }) : application.name;
    await ensureAutomaticTask(ctx, db, {
      type: 'evaluation',
      userId: person.id,
      url: evaluationUrl(application.id),
      perUrl: true,
      name: t('applications.evaluations.taskName', { application: name }),
      dueDate: round.closesAt && round.closesAt > new Date() ? round.closesAt : endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_EVALUATE), zone),
    });
  }
}

/** Under blind review a task's name must not name the project to its evaluator either. */
async function hiddenFromEvaluators(ctx: Context, db: Db, application: ApplicationRow): Promise<boolean> {
  if (!incubatorFlags(ctx.incubator).anonymityApplications) return false;
  const funnel = await findFunnel(db, ctx.incubator.id, application.funnelId);
  return Boolean(funnel?.anonymous);
}

/** Closes a person's evaluation task for an application (submitted, out by a conflict, unassigned). */
export function completeEvaluationTask(ctx: Context, db: Db, applicationId: string, userId: string): Promise<number> {
  return completeAutomaticTasks(ctx, db, { type: 'evaluation', userId, url: evaluationUrl(applicationId) });
}

/**
 * Keeps the application's evaluation state on its row: evaluations_done and score (the mean of
 * the submitted totals) of its current round, and evaluations_needed as the round requires.
 */
export async function recountEvaluations(ctx: Pick<Context, 'incubator'>, db: Db, application: ApplicationRow, round: FunnelRoundRow): Promise<ApplicationRow> {
  if (application.roundId !== round.id) return application;
  const submitted = await db
    .select({ total: apEval.total })
    .from(apEval)
    .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.roundId, round.id), eq(apEval.status, 'submitted')));
  const done = submitted.length;
  // A round without criteria has evaluations without totals: they count as done, not in the score.
  const totals = submitted.flatMap((row) => (row.total === null ? [] : [row.total]));
  const score = totals.length ? totals.reduce((sum, total) => sum + total, 0) / totals.length : null;
  const needed = Math.max(0, round.requiredEvaluations);
  const [row] = await db
    .update(ap)
    .set({ evaluationsDone: done, evaluationsNeeded: needed, score })
    .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id), ne(ap.status, 'draft')))
    .returning();
  return row ?? application;
}
