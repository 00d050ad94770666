import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RoundVisibility } from '@seedbed/contracts/applications';
import { funnelRoundChangesSchema, funnelRoundNameSchema, funnelRoundOrderSchema } from '@seedbed/contracts/applications-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { sanitizeMail } from './page.ts';
import { requireCriteria, requireFlag, requirePeople, requireRoundForm } from './references.ts';
import { findRound, fr, fre, roundsOf, type FunnelRoundRow } from './repo.ts';
import { editableFunnel, touchFunnel } from './service.ts';

/** A round of a funnel the viewer may change, with its funnel. */
export async function editableRound(ctx: Context, roundId: string) {
  if (!isId(roundId)) throw notFound();
  const round = await findRound(await ctx.tx.db(), ctx.incubator.id, roundId);
  if (!round) throw notFound();
  return { round, funnel: await editableFunnel(ctx, round.funnelId) };
}

export const createFunnelRound = defineChange({
  input: () => funnelRoundNameSchema,
  authorize: (ctx, _input, funnelId: string) => editableFunnel(ctx, funnelId),
  async write(ctx, db, input, funnel) {
    const [{ next }] = await db
      .select({ next: sql<number>`coalesce(max(${fr.position}) + 1, 0)::int` })
      .from(fr)
      .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.funnelId, funnel.id)));
    const [round] = await db.insert(fr).values({ incubatorId: ctx.incubator.id, id: newId(), funnelId: funnel.id, position: next, name: input.name }).returning();
    await touchFunnel(ctx, db, funnel.id);
    return {
      result: round,
      events: [{ kind: 'funnel.roundCreated', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelId: funnel.id, funnelName: funnel.name, roundName: round.name } }],
    };
  },
});

/**
 * Hiding questions needs questionVisibility, choosing who reads evaluations evaluationVisibility;
 * criteria need no flag (editEvaluationCriteria governs editing the criteria themselves).
 */
export const updateFunnelRound = defineChange({
  input: () => funnelRoundChangesSchema,
  async authorize(ctx, input, roundId: string) {
    const loaded = await editableRound(ctx, roundId);
    const db = await ctx.tx.db();
    if (input.formId) await requireRoundForm(ctx, db, input.formId, 'intake', 'formId');
    if (input.evaluationFormId) await requireRoundForm(ctx, db, input.evaluationFormId, 'evaluation', 'evaluationFormId');
    const opensAt = input.opensAt === undefined ? loaded.round.opensAt : input.opensAt;
    const closesAt = input.closesAt === undefined ? loaded.round.closesAt : input.closesAt;
    if (opensAt && closesAt && closesAt <= opensAt) throw validationError([{ field: 'closesAt', key: 'funnels.closesBeforeOpens' }]);
    if (input.criteria)
      await requireCriteria(
        ctx,
        db,
        input.criteria.map((c) => c.tagId),
      );
    if (input.evaluatorIds) await requirePeople(ctx, db, input.evaluatorIds, 'evaluatorIds');
    if (input.hiddenQuestions) requireFlag(ctx, 'questionVisibility', 'funnels.questionVisibilityPlanRequired');
    if (input.evaluationsVisibleTo) requireFlag(ctx, 'evaluationVisibility', 'funnels.evaluationVisibilityPlanRequired');
    return loaded;
  },
  async write(ctx, db, input, { round, funnel }) {
    const tenant = ctx.incubator.id;
    const visibility: RoundVisibility | undefined =
      input.hiddenQuestions || input.evaluationsVisibleTo
        ? {
            hiddenQuestions: input.hiddenQuestions
              ? Object.fromEntries(input.hiddenQuestions.filter((h) => h.roleTypes.length).map((h) => [h.questionId, h.roleTypes]))
              : round.visibility.hiddenQuestions,
            evaluationsVisibleTo: input.evaluationsVisibleTo ?? round.visibility.evaluationsVisibleTo,
          }
        : undefined;
    const [updated] = await db
      .update(fr)
      .set({
        name: input.name,
        formId: input.formId,
        evaluationFormId: input.evaluationFormId,
        meeting: input.meeting,
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        assignment: input.assignment,
        evaluatorsPerApplication: input.evaluatorsPerApplication,
        requiredEvaluations: input.requiredEvaluations,
        selfAssignment: input.selfAssignment,
        criteria: input.criteria,
        visibility,
        instructionsMail: input.instructionsMail === undefined ? undefined : input.instructionsMail && sanitizeMail(input.instructionsMail),
        updatedAt: new Date(),
      })
      .where(and(eq(fr.incubatorId, tenant), eq(fr.id, round.id)))
      .returning();
    if (input.evaluatorIds) {
      await db.delete(fre).where(and(eq(fre.incubatorId, tenant), eq(fre.roundId, round.id)));
      if (input.evaluatorIds.length) await db.insert(fre).values(input.evaluatorIds.map((userId) => ({ incubatorId: tenant, roundId: round.id, userId })));
    }
    await touchFunnel(ctx, db, funnel.id);
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    return {
      result: updated,
      events: [
        { kind: 'funnel.roundUpdated', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelId: funnel.id, funnelName: funnel.name, roundName: updated.name, fields } },
      ],
    };
  },
});

/** Whether any application is in the round or was decided or evaluated in it: deleting it would lose that. */
async function roundInUse(ctx: Context, db: Db, round: FunnelRoundRow): Promise<boolean> {
  const tenant = ctx.incubator.id;
  const { applications: ap, applicationDecisions: dec, applicationEvaluations: ev } = schema;
  const [row] = await db
    .select({ used: sql<boolean>`true` })
    .from(ap)
    .where(
      and(
        eq(ap.incubatorId, tenant),
        or(
          eq(ap.roundId, round.id),
          sql`EXISTS (SELECT 1 FROM ${dec} WHERE ${dec.incubatorId} = ${tenant} AND ${dec.roundId} = ${round.id} AND ${dec.applicationId} = ${ap.id})`,
          sql`EXISTS (SELECT 1 FROM ${ev} WHERE ${ev.incubatorId} = ${tenant} AND ${ev.roundId} = ${round.id} AND ${ev.applicationId} = ${ap.id})`,
        ),
        eq(ap.funnelId, round.funnelId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export const deleteFunnelRound = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, roundId: string) {
    const loaded = await editableRound(ctx, roundId);
    const db = await ctx.tx.db();
    const rounds = await roundsOf(db, ctx.incubator.id, loaded.funnel.id);
    if (rounds.length <= 1) throw new AppError('ROUND_IN_USE', 'funnels.lastRound');
    if (await roundInUse(ctx, db, loaded.round)) throw new AppError('ROUND_IN_USE', 'funnels.roundHasApplications');
    return loaded;
  },
  async write(ctx, db, _input, { round, funnel }) {
    await db.delete(fr).where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, round.id)));
    await touchFunnel(ctx, db, funnel.id);
    return {
      result: true,
      events: [{ kind: 'funnel.roundDeleted', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelId: funnel.id, funnelName: funnel.name, roundName: round.name } }],
    };
  },
});

/** The new order names every round of the funnel exactly once. */
export const reorderFunnelRounds = defineChange({
  input: () => funnelRoundOrderSchema,
  async authorize(ctx, input, funnelId: string) {
    const funnel = await editableFunnel(ctx, funnelId);
    const rounds = await roundsOf(await ctx.tx.db(), ctx.incubator.id, funnel.id);
    const ids = input.roundIds.map((id) => id.toLowerCase());
    const same = ids.length === rounds.length && new Set(ids).size === ids.length && rounds.every((r) => ids.includes(r.id));
    if (!same) throw validationError([{ field: 'roundIds', key: 'funnels.roundOrderMismatch' }]);
    return { funnel, ids };
  },
  async write(ctx, db, _input, { funnel, ids }) {
    const tenant = ctx.incubator.id;
    await db
      .update(fr)
      .set({
        position: sql`array_position(${sql.raw('ARRAY[')}${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}${sql.raw(']')}, ${fr.id}) - 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(fr.incubatorId, tenant), eq(fr.funnelId, funnel.id), inArray(fr.id, ids)));
    await touchFunnel(ctx, db, funnel.id);
    return {
      result: await roundsOf(db, tenant, funnel.id),
      events: [{ kind: 'funnel.roundsReordered', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelName: funnel.name, roundIds: ids } }],
    };
  },
});
