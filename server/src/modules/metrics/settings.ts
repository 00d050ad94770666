import { eq } from 'drizzle-orm';
import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from '@seedbed/contracts/metrics';
import { metricSettingsInputSchema } from '@seedbed/contracts/metrics-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { requireDataCollection, requireMetricReader } from './definitions-access.ts';

const KEYS = Object.keys(DEFAULT_METRIC_SETTINGS) as Array<keyof MetricSettings>;

/** The organisation's settings, each key it never set at its default (what reminders, links and the form read). */
export function metricSettingsOf(incubator: Pick<IncubatorRow, 'metricSettings'>): MetricSettings {
  const stored = incubator.metricSettings ?? {};
  const settings = { ...DEFAULT_METRIC_SETTINGS };
  for (const key of KEYS) {
    const value = stored[key];
    if (typeof value === 'number' && Number.isFinite(value)) settings[key] = value;
  }
  return settings;
}

/** metricSettings: staff who read the metrics list. */
export function readMetricSettings(ctx: Context): MetricSettings {
  requireMetricReader(ctx);
  return metricSettingsOf(ctx.incubator);
}

/** updateMetricSettings: the organisation's admins; keys not sent keep their value. */
export const updateMetricSettings = defineChange({
  input: () => metricSettingsInputSchema,
  authorize: async (ctx) => {
    requireDataCollection(ctx);
    requireOrganisationAdmin(ctx);
  },
  async write(ctx, db, input) {
    const before = metricSettingsOf(ctx.incubator);
    const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as MetricSettings;
    const fields = KEYS.filter((key) => after[key] !== before[key]);
    if (!fields.length) return { result: before, events: [] };
    const i = schema.incubators;
    const [row] = await db.update(i).set({ metricSettings: after }).where(eq(i.id, ctx.incubator.id)).returning();
    ctx.incubator = row;
    return { result: metricSettingsOf(row), events: [{ kind: 'metric.settingsUpdated', subjectKind: 'incubator', subjectId: row.id, data: { fields } }] };
  },
});
