import type { MetricRule, MetricUnitType } from '@seedbed/contracts/metrics';
import { checkRules, evaluateMetricFormula, needsExplanation, parseMetricInput, type ParsedMetricValue } from '@seedbed/contracts/metrics-values';
import type { MetricDataItem, MetricDataValueInput, MetricPeriodData } from './graphql';

/** A message of the form: a key of the metrics namespace with its values, or a text as it is (a rule's custom label, the server's words). */
export type FormMessage = { key: string; params?: Record<string, unknown> } | { text: string };

/** What the founder typed in one field: the text, and the explanation when one is asked. */
export interface Entry {
  raw: string;
  explanation: string;
}

export type Entries = Record<string, Entry>;

export interface PeriodCheck {
  /** Problems by metric data id. */
  errors: Record<string, FormMessage>;
  /** 'You need to fill at least one of these fields'. */
  formError: FormMessage | null;
  /** The ids whose value is far enough from the previous period's to ask why. */
  explain: Set<string>;
  /** Calculated metrics' values as the entries make them, by metric data id. */
  calculated: Record<string, number | null>;
  /** What to send: typed values, and blanks that clear a value once stored (spec 2 §7: other nulls are dropped). */
  values: MetricDataValueInput[];
}

export const unitOf = (item: MetricDataItem) => item.metric.unitOfMeasure.unitType as MetricUnitType;
export const isCalculated = (item: MetricDataItem) => item.metric.calculated;

/** The rules of a value, as the server flattened them, back in contracts' shape. */
export function rulesOf(period: Pick<MetricPeriodData, 'validations'>, dataId: string): MetricRule[] {
  const found = period.validations.find((v) => v.dataId === dataId);
  return (found?.validation ?? []).map((rule) => ({
    kind: rule.kind as MetricRule['kind'],
    target:
      rule.value !== null && rule.value !== undefined
        ? { kind: 'value', value: rule.value }
        : rule.metricId
          ? { kind: 'metric', metricId: rule.metricId }
          : { kind: 'sum', metricIds: rule.metricIds ?? [] },
    customLabel: rule.customLabel,
  }));
}

/** The entries a period's form starts from: its stored values as the founder's language writes them. */
export function initialEntries(period: MetricPeriodData, format: (item: MetricDataItem, number: number) => string): Entries {
  const entries: Entries = {};
  for (const item of period.data) {
    const raw = unitOf(item) === 'DATE' ? (item.dateValue ?? '') : item.number !== null && item.number !== undefined ? format(item, item.number) : (item.value ?? '');
    entries[item.id] = { raw, explanation: item.explanation ?? '' };
  }
  return entries;
}

const INPUT_ERRORS = { invalidNumber: 'founder.validation.invalidNumber', invalidAmount: 'founder.validation.invalidAmount', invalidDate: 'founder.validation.invalidDate' };

/**
 * Spec 2 §5 in the browser, with the very functions the server runs: every typed value read for
 * its unit in the founder's locale, at least one value, the rules against the period's numbers,
 * calculated metrics, and the explanation asked of a value far from the previous period's.
 */
export function checkPeriod(period: MetricPeriodData, entries: Entries, locale: string): PeriodCheck {
  const errors: Record<string, FormMessage> = {};
  const parsed = new Map<string, ParsedMetricValue>();
  const numbers: Record<string, number | null> = {};
  let filled = false;
  for (const item of period.data) {
    if (isCalculated(item)) continue;
    const raw = entries[item.id]?.raw ?? '';
    if (raw.trim()) filled = true;
    const read = parseMetricInput(raw, unitOf(item), locale);
    if ('error' in read) errors[item.id] = { key: INPUT_ERRORS[read.error] };
    else {
      parsed.set(item.id, read);
      numbers[item.metric._id] = read.number;
    }
  }
  const calculated: Record<string, number | null> = {};
  // Calculated metrics may read each other: a few passes settle them.
  for (let pass = 0; pass < 10; pass++) {
    let changed = false;
    for (const item of period.data.filter(isCalculated)) {
      const next = item.metric.formula ? evaluateMetricFormula(item.metric.formula, numbers) : null;
      if (numbers[item.metric._id] !== next) changed = true;
      numbers[item.metric._id] = next;
      calculated[item.id] = next;
    }
    if (!changed) break;
  }
  const explain = new Set<string>();
  const values: MetricDataValueInput[] = [];
  for (const item of period.data) {
    const value = parsed.get(item.id);
    if (!value) continue;
    const problem = checkRules(value.number, rulesOf(period, item.id), numbers);
    if (problem) {
      errors[item.id] = problem.customLabel ? { text: problem.customLabel } : { key: `founder.validation.${problem.message}`, params: { value: problem.limit } };
      continue;
    }
    const changed = value.value !== item.value || value.dateValue !== item.dateValue;
    const explanation = entries[item.id]?.explanation.trim() ?? '';
    if ((changed || item.explanation) && value.value !== null && needsExplanation(item.previousNumber, value.number, period.explanationFactor)) {
      explain.add(item.id);
      if (!explanation) errors[item.id] = { key: 'founder.validation.explanationRequired' };
    }
    if (value.value !== null) values.push({ metricDataId: item.id, value: value.value, ...(explain.has(item.id) && explanation ? { explanation } : {}) });
    else if (item.value !== null) values.push({ metricDataId: item.id, value: null });
  }
  return { errors, formError: filled ? null : { key: 'founder.validation.fillAtLeastOne' }, explain, calculated, values };
}

/** A server's field path ('data.<id>') as the id of the field it names; null for the form as a whole ('data'). */
export function dataIdOf(field: string): string | null {
  return field.startsWith('data.') ? field.slice('data.'.length) : null;
}
