import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tone } from '@seedbed/contracts/metrics-values';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import { StartupSummary } from '../startups/schema.ts';
import { declareTimelineKind, timelineKindRef, type TimelineRow } from '../timeline/kinds.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { collectsData } from './access.ts';
import { categorizationValues } from './categorization.ts';
import { MetricRef, metricLoaders } from './metric-type.ts';

/** The kinds of timeline item the metrics feature posts (spec 2 §2, §3). */
export const DATA_DUE_EVENT = 'DataDueEvent';
export const TOP_LEVEL_DATA_SUBMITTED = 'TopLevelDataSubmittedEvent';
export const NON_TOP_LEVEL_DATA_SUBMITTED = 'NonTopLevelDataSubmittedEvent';
export const DATA_CATEGORIZATION_UPDATE = 'DataCategorizationUpdate';
export const DATA_CATEGORIZATION_SKIP = 'DataCategorizationSkip';

/** A DataDueEvent's `data`: the period's dates. */
export interface DataDuePostData {
  dueDate: string;
  from?: string;
  to?: string;
}

/** One submitted value as a post keeps it: the value and its change as they were when submitted. */
export interface PostedDataValue {
  id: string;
  metricId: string;
  isPoint0: boolean;
  value: string | null;
  dateValue: string | null;
  unit: string | null;
  diff: number | null;
  change: number | null;
  useArrow: boolean;
  tone: Tone;
}

/** A data-submitted post's `data`. `editedBy`: the values were changed after the first submission, or entered on the founders' behalf. */
export interface SubmittedPostData {
  periodId: string;
  from: string;
  dueDate: string;
  data: PostedDataValue[];
  editedBy: { userId: string | null; editedAt: string; onBehalf: boolean } | null;
}

/** A categorization post's `data`. */
export interface CategorizationPostData {
  delayReporting: boolean | null;
  answers: Record<string, boolean | null>;
}

const dataOf = <T>(row: TimelineRow) => (row.data ?? {}) as Partial<T>;

/** The startups named by DataDueEvents, by id. Readers of a timeline see its startup already. */
function startupNames(ctx: Context) {
  return memo(ctx, 'metricsTimelineStartups', () => {
    const st = schema.startups;
    return new DataLoader<string, { id: string; name: string; logo: string | null } | null>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select({ id: st.id, name: st.name, logo: st.logo })
        .from(st)
        .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    });
  });
}

const DataValueChange = builder.objectRef<Pick<PostedDataValue, 'diff' | 'change' | 'useArrow' | 'tone'>>('DataValueMetadata').implement({
  fields: (t) => ({
    diff: t.exposeFloat('diff', { description: 'The value minus the previous period’s.' }),
    change: t.exposeFloat('change', { description: 'The change in % of the previous value; null without one, or after a zero.' }),
    useArrow: t.exposeBoolean('useArrow', { nullable: false }),
    tone: t.exposeString('tone', { nullable: false, description: 'green (up), blue (unchanged or first), orange (down), red (steeply down): spec 2 §9.' }),
  }),
});

export const DataValue = builder.objectRef<PostedDataValue>('DataValue').implement({
  description: 'A submitted value as it was posted on the timeline (spec 2 §3 "Data value").',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    isPoint0: t.exposeBoolean('isPoint0', { nullable: false, description: 'The first value ever of this metric for the startup.' }),
    value: t.exposeString('value'),
    dateValue: t.exposeString('dateValue'),
    unit: t.exposeString('unit', { description: 'The currency of an amount, the custom unit’s name, or % of a percentage.' }),
    metric: t.field({ type: MetricRef, resolve: (item, _a, ctx) => metricLoaders(ctx).metric.load(item.metricId) }),
    metadata: t.field({ type: DataValueChange, nullable: false, resolve: (item) => item }),
  }),
});

const EditedBy = builder.objectRef<NonNullable<SubmittedPostData['editedBy']>>('DataEditedBy').implement({
  fields: (t) => ({
    editedBy: t.field({
      type: Person,
      resolve: async (edit, _a, ctx) => {
        const user = edit.userId ? await userLoaders(ctx).user.load(edit.userId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    editedAt: t.exposeString('editedAt', { nullable: false }),
    onBehalf: t.exposeBoolean('onBehalf', { nullable: false }),
  }),
});

const CategorizationAnswer = builder.objectRef<{ key: string; label: string; value: boolean | null }>('CategorizationAnswer').implement({
  fields: (t) => ({ key: t.exposeString('key', { nullable: false }), label: t.exposeString('label', { nullable: false }), value: t.exposeBoolean('value') }),
});
export { CategorizationAnswer };

declareTimelineKind({
  ref: timelineKindRef(DATA_DUE_EVENT),
  description: 'A period of metrics fell due.',
  fields: (t) => ({
    dueDate: t.string({ resolve: (row) => dataOf<DataDuePostData>(row).dueDate ?? null }),
    from: t.string({ resolve: (row) => dataOf<DataDuePostData>(row).from ?? null }),
    to: t.string({ resolve: (row) => dataOf<DataDuePostData>(row).to ?? null }),
    startup: t.field({ type: StartupSummary, resolve: (row, _a, ctx) => startupNames(ctx).load(row.startupId) }),
  }),
  offered: collectsData,
});

/** The two kinds of data-submitted post read alike; they differ in which metrics they show. */
const declareSubmittedKind = (name: string, description: string) =>
  declareTimelineKind({
    ref: timelineKindRef(name),
    description,
    fields: (t) => ({
      dueDate: t.string({ resolve: (row) => dataOf<SubmittedPostData>(row).dueDate ?? null }),
      from: t.string({ resolve: (row) => dataOf<SubmittedPostData>(row).from ?? null }),
      data: t.field({ type: [DataValue], nullable: false, resolve: (row) => dataOf<SubmittedPostData>(row).data ?? [] }),
      editedBy: t.field({ type: EditedBy, resolve: (row) => dataOf<SubmittedPostData>(row).editedBy ?? null }),
    }),
    offered: collectsData,
  });

declareSubmittedKind(TOP_LEVEL_DATA_SUBMITTED, "Metrics submitted: the values of the plan's core metrics.");
declareSubmittedKind(NON_TOP_LEVEL_DATA_SUBMITTED, "Metrics submitted: the values of the organisation's own metrics.");

declareTimelineKind({
  ref: timelineKindRef(DATA_CATEGORIZATION_UPDATE),
  description: 'The founders answered the categorization questionnaire.',
  fields: (t) => ({
    delayReporting: t.boolean({ resolve: (row) => dataOf<CategorizationPostData>(row).delayReporting ?? null }),
    answers: t.field({
      type: [CategorizationAnswer],
      nullable: false,
      resolve: (row, _a, ctx) => categorizationValues(ctx, { answers: dataOf<CategorizationPostData>(row).answers ?? {} }),
    }),
  }),
  offered: collectsData,
});

declareTimelineKind({
  ref: timelineKindRef(DATA_CATEGORIZATION_SKIP),
  description: 'The founders skipped the categorization questionnaire.',
  fields: (t) => ({
    skipped: t.boolean({ nullable: false, resolve: () => true }),
  }),
  offered: collectsData,
});
