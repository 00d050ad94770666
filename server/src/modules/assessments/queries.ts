import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { FormRow } from '../../db/schema/index.ts';
import { assessableStartup, isAssessorRole, requireAssessments } from './access.ts';
import { assessmentsOf, type AssessmentWithAnswers } from './repo.ts';

/** A startup's assessments, newest first, to the programme's side of its file (access.ts). */
export async function startupAssessments(ctx: Context, startupId: string): Promise<AssessmentWithAnswers[]> {
  const startup = await assessableStartup(ctx, startupId);
  return assessmentsOf(await ctx.tx.db(), ctx.incubator.id, startup.id);
}

/**
 * The forms an assessment may be given with: the organisation's published evaluation forms that
 * are not archived, most recently changed first (a range of forms_kind_idx). Anyone who may assess
 * some startup uses any of them; the forms management decides what they ask.
 */
export async function assessmentForms(ctx: Context): Promise<FormRow[]> {
  requireViewer(ctx);
  requireAssessments(ctx);
  if (!isAssessorRole(ctx)) return [];
  const fm = schema.forms;
  return (await ctx.tx.db())
    .select()
    .from(fm)
    .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.archived, false), eq(fm.kind, 'evaluation'), isNotNull(fm.versionId)))
    .orderBy(desc(fm.updatedAt), desc(fm.id))
    .limit(200);
}
