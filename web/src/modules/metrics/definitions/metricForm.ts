import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@seedbed/contracts/languages';
import type { MetricCategory, MetricUnitType, RecurrenceType, RuleKind } from '@seedbed/contracts/metrics';
import { metricInputSchema } from '@seedbed/contracts/metrics-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { MetricDefinitionRow, MetricInputVariables } from './graphql';

export type RuleTargetKind = 'value' | 'metric' | 'sum';

export interface RuleValues {
  kind: RuleKind;
  targetKind: RuleTargetKind;
  /** The fixed number as typed. */
  value: string;
  metricId: string | null;
  metricIds: string[];
  customLabel: string;
}

export interface MetricFormValues {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  unitType: MetricUnitType;
  customUnit: string;
  category: MetricCategory;
  recurrence: { amount: number | string; type: RecurrenceType };
  calculated: boolean;
  formula: string;
  rules: RuleValues[];
}

const perLanguage = (entries: ReadonlyArray<{ language: string; value: string }> = []) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, entries.find((e) => e.language === language)?.value ?? ''])) as Record<Language, string>;

export const newRule = (): RuleValues => ({ kind: 'max', targetKind: 'value', value: '', metricId: null, metricIds: [], customLabel: '' });

export function metricValues(metric: MetricDefinitionRow | null): MetricFormValues {
  if (!metric) {
    return {
      names: perLanguage(),
      descriptions: perLanguage(),
      unitType: 'MONETARY',
      customUnit: '',
      category: 'non-tagged',
      recurrence: { amount: 1, type: 'monthly' },
      calculated: false,
      formula: '',
      rules: [],
    };
  }
  return {
    names: perLanguage(metric.names),
    descriptions: perLanguage(metric.descriptions),
    unitType: metric.unitOfMeasure.unitType as MetricUnitType,
    customUnit: metric.unitOfMeasure.customName ?? '',
    category: metric.category as MetricCategory,
    recurrence: { amount: metric.trackingRecurrence.amount, type: metric.trackingRecurrence.type as RecurrenceType },
    calculated: metric.calculated,
    formula: metric.formula ?? '',
    rules: metric.rules.map((rule) => ({
      kind: rule.kind as RuleKind,
      targetKind: rule.metricIds ? 'sum' : rule.metricId ? 'metric' : 'value',
      value: rule.value === null || rule.value === undefined ? '' : String(rule.value),
      metricId: rule.metricId ?? null,
      metricIds: rule.metricIds ?? [],
      customLabel: rule.customLabel ?? '',
    })),
  };
}

const texts = (values: Record<Language, string>) => LANGUAGES.map((language) => ({ language, value: values[language].trim() })).filter((entry) => entry.value);

/** A typed number, or NaN for the schema to refuse (an empty field reads as missing). */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** What createMetric and updateMetric receive. */
export function toMetricInput(values: MetricFormValues): MetricInputVariables {
  return {
    names: texts(values.names),
    descriptions: texts(values.descriptions),
    unitType: values.unitType,
    customUnit: values.unitType === 'CUSTOM' ? values.customUnit.trim() : null,
    category: values.category,
    recurrence: { amount: Number(values.recurrence.amount), type: values.recurrence.type },
    formula: values.calculated ? values.formula.trim() : null,
    rules: values.rules.map((rule) => ({
      kind: rule.kind,
      target:
        rule.targetKind === 'value'
          ? { kind: 'value', value: typedNumber(rule.value) as number }
          : rule.targetKind === 'metric'
            ? { kind: 'metric', metricId: rule.metricId as string }
            : { kind: 'sum', metricIds: rule.metricIds },
      customLabel: rule.customLabel.trim() || null,
    })),
  };
}

const FIELDS = ['names', 'descriptions', 'unitType', 'customUnit', 'category', 'recurrence', 'formula', 'rules'] as const;

/** The dialog checks what it would send with the server's own schema (contracts/metrics-input.ts). */
export function metricRules(t: TFunction<['metrics', 'validation']>): Rules<MetricFormValues> {
  const label = (field: string) => t(`definitions.fields.${field.split('.')[0]}`);
  return schemaRules<MetricFormValues>(metricInputSchema, toMetricInput, FIELDS, (issue) => issueMessage(t as unknown as TFunction, issue, label(issue.field)));
}

/** A formula as people read it: each `{id}` shown as the metric's name. */
export function readableFormula(formula: string, nameOf: (id: string) => string | undefined): string {
  return formula.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, id: string) => {
    const name = nameOf(id.toLowerCase());
    return name ? `[${name}]` : whole;
  });
}
