/**
 * Input schemas of the metrics feature (zod), shared by the server's changes and the web's forms.
 * Kept apart from metrics.ts so that the founders' form does not load zod.
 */
import { z } from './zod.ts';
import { calendarDate, refuse } from './schemas.ts';
import { parseFormula } from './forms-formula.ts';
import { localizedText } from './forms-input.ts';
import { CATEGORIZATION_KEYS, METRIC_CATEGORIES, METRIC_IMPORT_MAX_LENGTH, METRIC_UNIT_TYPES, RECURRENCE_TYPES, RULE_KINDS, type MetricRule, type RuleTarget } from './metrics.ts';
import { EXPLANATION_MAX_LENGTH, METRIC_VALUE_MAX_LENGTH } from './metrics-values.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const metricsId = () => z.string().trim().regex(UUID, 'validation.invalid');

// --- Data collections (assigning metrics to programmes or startups) ---

/** Spec 2 "due day": a period is due this many days after it ends, at most two months. */
export const COLLECTION_MAX_DUE_DAYS = 60;
/** One request assigns to at most this many programmes or startups. */
export const COLLECTION_MAX_TARGETS = 500;

/**
 * createDataCollection: programmes and/or startups, the metrics to collect, the first period's
 * start and the due days. At least one target and one metric.
 */
export const dataCollectionInputSchema = z
  .object({
    programIds: z.array(metricsId()).max(COLLECTION_MAX_TARGETS).default([]),
    startupIds: z.array(metricsId()).max(COLLECTION_MAX_TARGETS).default([]),
    metricIds: z.array(metricsId()).min(1, 'metrics.collectionMetricsRequired').max(200),
    startsOn: calendarDate(),
    dueDays: z
      .number({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined) })
      .int('validation.invalid')
      .min(0)
      .max(COLLECTION_MAX_DUE_DAYS),
  })
  .superRefine((input, ctx) => {
    if (!input.programIds.length && !input.startupIds.length) ctx.addIssue({ code: 'custom', path: ['startupIds'], message: 'metrics.collectionTargetRequired' });
  })
  .transform((input) => ({
    ...input,
    programIds: [...new Set(input.programIds.map((id) => id.toLowerCase()))],
    startupIds: [...new Set(input.startupIds.map((id) => id.toLowerCase()))],
    metricIds: [...new Set(input.metricIds.map((id) => id.toLowerCase()))],
  }));
export type DataCollectionInput = z.output<typeof dataCollectionInputSchema>;

// --- Metric definitions and the organisation's metric settings ---

export const METRIC_NAME_MAX_LENGTH = 120;
export const METRIC_DESCRIPTION_MAX_LENGTH = 1000;
export const METRIC_CUSTOM_UNIT_MAX_LENGTH = 40;
export const METRIC_RULES_MAX = 10;
export const METRIC_RULE_LABEL_MAX_LENGTH = 200;
/** A rule's sum adds at most this many metrics. */
export const METRIC_SUM_MAX = 20;

const ruleTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('value'), value: z.number('validation.required').finite('validation.invalid') }),
    z.object({ kind: z.literal('metric'), metricId: metricsId() }),
    z.object({
      kind: z.literal('sum'),
      metricIds: z
        .array(metricsId())
        .min(1, 'metrics.sumMetricsRequired')
        .max(METRIC_SUM_MAX)
        .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    }),
  ],
  'validation.invalid',
);

const ruleSchema = z.object({
  kind: z.enum(RULE_KINDS, 'validation.invalid'),
  target: ruleTargetSchema.transform((target): RuleTarget => (target.kind === 'metric' ? { kind: 'metric', metricId: target.metricId.toLowerCase() } : target)),
  customLabel: z
    .string()
    .trim()
    .max(METRIC_RULE_LABEL_MAX_LENGTH)
    .nullish()
    .transform((v) => v || null),
});

/** The metrics a rule compares with: none for a fixed number. */
export const ruleMetricIds = (rule: MetricRule): string[] => (rule.target.kind === 'metric' ? [rule.target.metricId] : rule.target.kind === 'sum' ? rule.target.metricIds : []);

/**
 * A metric as the definitions dialog writes it (createMetric, updateMetric). That a formula or a
 * rule names only other metrics of the organisation, and that formulas make no cycle, the server
 * checks against the organisation's metrics.
 */
export const metricInputSchema = z
  .object({
    names: localizedText(METRIC_NAME_MAX_LENGTH),
    descriptions: localizedText(METRIC_DESCRIPTION_MAX_LENGTH).default([]),
    unitType: z.enum(METRIC_UNIT_TYPES, 'validation.invalid'),
    customUnit: z
      .string()
      .trim()
      .max(METRIC_CUSTOM_UNIT_MAX_LENGTH)
      .nullish()
      .transform((v) => v || null),
    category: z.enum(METRIC_CATEGORIES, 'validation.invalid').default('non-tagged'),
    recurrence: z.object({
      amount: z.number('validation.required').int('validation.invalid').min(1).max(12),
      type: z.enum(RECURRENCE_TYPES, 'validation.invalid'),
    }),
    formula: z
      .string()
      .trim()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const parsed = parseFormula(v);
        // Metric ids are kept in lower case, as the server names them.
        return 'ast' in parsed
          ? v.replace(/\{([A-Za-z0-9_-]+)\}/g, (_m, id: string) => `{${id.toLowerCase()}}`)
          : refuse(ctx, { key: parsed.error === 'forms.formulaTooLong' ? 'metrics.formulaTooLong' : 'metrics.formulaSyntax' });
      }),
    rules: z.array(ruleSchema).max(METRIC_RULES_MAX).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.names.some((n) => n.language === 'en')) ctx.addIssue({ code: 'custom', path: ['names'], message: 'metrics.englishNameRequired' });
    if (input.unitType === 'CUSTOM' && !input.customUnit) ctx.addIssue({ code: 'custom', path: ['customUnit'], message: 'metrics.customUnitRequired' });
    // A date is neither calculated nor compared with numbers.
    if (input.unitType === 'DATE' && input.formula) ctx.addIssue({ code: 'custom', path: ['formula'], message: 'metrics.dateNotCalculated' });
    if (input.unitType === 'DATE' && input.rules.length) ctx.addIssue({ code: 'custom', path: ['rules'], message: 'metrics.dateNoRules' });
  })
  .transform((input) => ({ ...input, customUnit: input.unitType === 'CUSTOM' ? input.customUnit : null }));
export type MetricInput = z.output<typeof metricInputSchema>;

/** moveMetric: the place in the organisation's list (0 first). */
export const metricMoveSchema = z.object({ position: z.number('validation.required').int('validation.invalid').min(0).max(10_000) });

/** archiveMetric: archived or back in the forms. */
export const metricArchiveSchema = z.object({ archived: z.boolean('validation.required') });

/** The metrics tab's settings form; a missing key keeps its current value. */
export const metricSettingsInputSchema = z.object({
  explanationFactor: z.number('validation.required').finite('validation.invalid').min(0).max(100).optional(),
  remindDaysBefore: z.number('validation.required').int('validation.invalid').min(0).max(30).optional(),
  remindDaysAfter: z.number('validation.required').int('validation.invalid').min(0).max(30).optional(),
  linkDays: z.number('validation.required').int('validation.invalid').min(1).max(90).optional(),
});
export type MetricSettingsInput = z.output<typeof metricSettingsInputSchema>;

// --- Staff views: the data-collection grid, analytics, export and import ---

/** The filter of the grid, the portfolio and the export: programmes, metrics, a startup's name, a range of period starts. */
export const metricsFilterSchema = z
  .object({
    programIds: z.array(metricsId()).max(50).nullish(),
    metricIds: z.array(metricsId()).max(200).nullish(),
    search: z.string().trim().max(200).nullish(),
    from: calendarDate().nullish(),
    to: calendarDate().nullish(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.from && input.to && input.from > input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'metrics.rangeInvalid' });
  });
export type MetricsFilter = z.output<typeof metricsFilterSchema>;

export const METRIC_REPORT_FORMATS = ['XLSX', 'CSV'] as const;
export type MetricReportFormat = (typeof METRIC_REPORT_FORMATS)[number];

/** importMetricValues: the CSV text (columns startup, metric, period, value) and whether only to preview it. */
export const importMetricValuesSchema = z.object({
  csv: z.string().min(1, 'metrics.importEmpty').max(METRIC_IMPORT_MAX_LENGTH, 'metrics.importTooLarge'),
  dryRun: z.boolean(),
});

// --- Founders' reporting and the categorization questionnaire ---

/** One submission carries at most this many values (every metric of a few periods). */
export const METRIC_VALUES_MAX = 500;

/**
 * setMetricDataValues: values of metric_values rows, as typed (parsed per unit type by
 * parseMetricInput, metrics-values.ts) with the founder's explanation of a large change. That at
 * least one is filled, the rules and the calculated metrics are the server's checks.
 */
export const metricDataValuesSchema = z.object({
  data: z
    .array(
      z.object({
        metricDataId: metricsId(),
        value: z.string().max(METRIC_VALUE_MAX_LENGTH).nullish(),
        explanation: z
          .string()
          .trim()
          .max(EXPLANATION_MAX_LENGTH)
          .nullish()
          .transform((v) => v || null),
      }),
    )
    .min(1, 'metrics.fillAtLeastOne')
    .max(METRIC_VALUES_MAX),
});
export type MetricDataValuesInput = z.output<typeof metricDataValuesSchema>;

/**
 * updateStartupCategorization (spec 2 §5): skipping sends no answers; otherwise the founder says
 * whether reporting is delayed (absent counts as no), and with 'no' answers every question.
 */
export const categorizationInputSchema = z
  .object({
    data: z
      .array(z.object({ key: z.enum(CATEGORIZATION_KEYS, 'validation.invalid'), value: z.boolean().nullable() }))
      .max(CATEGORIZATION_KEYS.length)
      .nullish(),
    skip: z.boolean().nullish(),
    delayReporting: z.boolean().nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.skip || input.delayReporting) return;
    for (const key of CATEGORIZATION_KEYS) {
      const answer = input.data?.find((a) => a.key === key)?.value;
      if (typeof answer !== 'boolean') ctx.addIssue({ code: 'custom', path: ['data', key], message: 'metrics.answerRequired' });
    }
  });
export type CategorizationInput = z.output<typeof categorizationInputSchema>;
