import type { Question } from '@seedbed/contracts/forms';
import { isLayout } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import type { FormSubmissionRow, FormVersionRow } from '../forms/repo.ts';
import { mayEditValues, requireAnalytics, requireProfileManagement, visibleRecord } from './access.ts';
import { fieldStats, findValues, type Entity, type FieldStats } from './repo.ts';
import { liveProfile } from './service.ts';

/** The custom fields of an entity: the questions of its profile form's latest published version. */
export async function customFields(ctx: Context, entity: Entity): Promise<{ formId: string; questions: Question[] } | null> {
  requireViewer(ctx);
  const { version } = await liveProfile(ctx, entity);
  return version ? { formId: version.formId, questions: version.questions } : null;
}

/** One record's values as its file or profile shows them, with the fields they are read against. */
export interface CustomFieldValues {
  entity: Entity;
  subjectId: string;
  version: FormVersionRow | null;
  row: FormSubmissionRow | null;
}

export async function customFieldValues(ctx: Context, entity: Entity, id: string): Promise<CustomFieldValues> {
  const record = await visibleRecord(ctx, entity, id);
  const { form, version } = await liveProfile(ctx, entity);
  const row = form ? await findValues(await ctx.tx.db(), ctx.incubator.id, form, entity, record.id) : null;
  return { entity, subjectId: record.id, version, row };
}

export const mayEditRecordValues = (ctx: Context, values: Pick<CustomFieldValues, 'entity' | 'subjectId'>) => mayEditValues(ctx, values.entity, values.subjectId);

/** The fields that take an answer, each with its statistics over every record's values. */
async function statsOf(ctx: Context, entity: Entity, choices: boolean): Promise<FieldStats[]> {
  await requireProfileManagement(ctx);
  const { version } = await liveProfile(ctx, entity);
  if (!version) return [];
  return fieldStats(
    await ctx.tx.db(),
    ctx.incubator.id,
    version.formId,
    version.questions.filter((q) => !isLayout(q)),
    { choices },
  );
}

/** How many records filled each field (the custom fields' list). */
export const customFieldsFilled = (ctx: Context, entity: Entity) => statsOf(ctx, entity, false);

/** Per field: choices counted, numbers' average, min and max, texts' filled count (customFieldsAnalytics). */
export async function customFieldsAnalytics(ctx: Context, entity: Entity): Promise<FieldStats[]> {
  requireViewer(ctx);
  requireAnalytics(ctx);
  return statsOf(ctx, entity, true);
}
