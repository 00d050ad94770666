import { and, eq } from 'drizzle-orm';
import { CATEGORIZATION_KEYS } from '@seedbed/contracts/metrics';
import { categorizationInputSchema } from '@seedbed/contracts/metrics-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { StartupCategorizationRow } from '../../db/schema/index.ts';
import { loadMetricsStartup } from './access.ts';

const c = schema.startupCategorizations;

/** A categorization whose startup the viewer reports or reads (its founders, staff with METRICS/EDIT:VIEW); anything else NOT_FOUND. */
async function loadCategorization(ctx: Context, categorizationId: string) {
  requireViewer(ctx);
  if (!isId(categorizationId)) throw notFound();
  const db = await ctx.tx.db();
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, categorizationId)));
  if (!row) throw notFound();
  const { asFounder } = await loadMetricsStartup(ctx, row.startupId);
  return { categorization: row, asFounder };
}

/** categorizationQuestions: the questionnaire with what was answered. */
export async function categorizationQuestions(ctx: Context, categorizationId: string): Promise<StartupCategorizationRow> {
  return (await loadCategorization(ctx, categorizationId)).categorization;
}

/** The questions in the reader's language, each with its stored answer (null: not answered). */
export const categorizationValues = (ctx: Pick<Context, 't'>, row: Pick<StartupCategorizationRow, 'answers'>) =>
  CATEGORIZATION_KEYS.map((key) => ({ key, label: ctx.t(`metrics.categorization.${key}`), value: row.answers?.[key] ?? null }));

/**
 * updateStartupCategorization (spec 2 §4, §5): a founder of the startup answers — first whether
 * reporting is delayed; 'no' needs every question answered — or skips, which stores no answers.
 * Either way the startup's initial categorization is complete, and the timeline says which.
 */
export const updateStartupCategorization = defineChange({
  input: () => categorizationInputSchema,
  async authorize(ctx, _input, categorizationId: string) {
    const loaded = await loadCategorization(ctx, categorizationId);
    if (!loaded.asFounder) throw new AppError('FORBIDDEN', 'metrics.foundersOnly');
    return loaded.categorization;
  },
  async write(ctx, db, input, categorization) {
    const viewer = requireViewer(ctx);
    const skipped = Boolean(input.skip);
    const answers: Record<string, boolean | null> = {};
    if (!skipped) for (const key of CATEGORIZATION_KEYS) answers[key] = input.data?.find((a) => a.key === key)?.value ?? null;
    const delayReporting = skipped ? null : Boolean(input.delayReporting);
    const [row] = await db
      .update(c)
      .set({ skipped, delayReporting, answers, answeredBy: viewer.user.id, answeredAt: new Date() })
      .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, categorization.id)))
      .returning();
    const st = schema.startups;
    const [startup] = await db
      .update(st)
      .set({ initialCategorizationComplete: true })
      .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, categorization.startupId)))
      .returning({ id: st.id, name: st.name });
    return {
      result: row,
      events: [
        {
          kind: 'metrics.categorized',
          subjectKind: 'startup',
          subjectId: categorization.startupId,
          data: { startupId: categorization.startupId, startupName: startup?.name ?? '', skipped, delayReporting, answers },
        },
      ],
    };
  },
});
