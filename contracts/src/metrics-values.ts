/**
 * How a reported metric value is read and judged (spec 2 §5, §9), the same in the founders' form
 * and on the server: parsing per unit type, the metrics' rules, calculated metrics, the change
 * against the previous period and when that change asks for an explanation. No zod: the
 * founders' form imports this file.
 */
import { evaluateFormula, parseFormula } from './forms-formula.ts';
import type { MetricRule, MetricUnitType } from './metrics.ts';

/** Message keys of a value that does not read: spec 2 §5 'Invalid amount' for money, 'Invalid number' otherwise. */
export type MetricInputError = 'invalidNumber' | 'invalidAmount' | 'invalidDate';

/** A value as stored: `value` the plain decimal (or the date), `number` for charts and sums, `dateValue` for DATE metrics. */
export interface ParsedMetricValue {
  value: string | null;
  number: number | null;
  dateValue: string | null;
}

export type ParsedMetricInput = ParsedMetricValue | { error: MetricInputError };

export const EMPTY_METRIC_VALUE: ParsedMetricValue = { value: null, number: null, dateValue: null };

/** Units counted in whole things (customers, months…): no fraction, no negative. */
const WHOLE_UNITS: readonly MetricUnitType[] = ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'];

/** The languages (and locales) that write 1,5 for one and a half, as Intl knows them. */
export function usesDecimalComma(locale: string | null | undefined): boolean {
  if (!locale) return false;
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return decimal === ',';
  } catch {
    return false;
  }
}

/** Arabic-Indic and Persian digits, and the Arabic separators, as the ASCII ones. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');
}

/**
 * The number a person typed: everything but digits, separators and the sign is dropped (spaces,
 * currency symbols, ' %'); with a decimal comma the dots group thousands, otherwise the commas
 * do. Null when what remains is not a number.
 */
export function readLocalNumber(raw: string, locale?: string | null): number | null {
  let text = westernDigits(raw).replace(/[^0-9.,-]/g, '');
  text = usesDecimalComma(locale) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** A calendar day written yyyy-MM-dd (a local date-time with seconds is cut to its day); null when it is no real day. */
export function readCalendarDay(raw: string): string | null {
  const day = raw.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  if (raw.trim().length > 10 && !/^T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/.test(raw.trim().slice(10))) return null;
  const [year, month, date] = day.split('-').map(Number);
  const real = new Date(Date.UTC(year, month - 1, date));
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return null;
  return year >= 1900 && year <= 2200 ? day : null;
}

/** The plain decimal a number is stored as: no exponent, no trailing zeros. */
export function plainDecimal(number: number): string {
  if (Number.isInteger(number)) return BigInt(number).toString();
  return Number(number.toFixed(10)).toString();
}

/**
 * Spec 2 §5: reads what was typed for a metric of `unitType`, in `locale`'s way of writing
 * numbers. Blank is an empty value. Percentages are held as text but must be numbers; money and
 * percentages may be negative and have decimals; employees may have decimals, never below zero;
 * every other count is a whole number from zero; dates are yyyy-MM-dd.
 */
export function parseMetricInput(raw: string | number | null | undefined, unitType: MetricUnitType, locale?: string | null): ParsedMetricInput {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return EMPTY_METRIC_VALUE;
  if (unitType === 'DATE') {
    const day = readCalendarDay(text);
    return day ? { value: day, number: null, dateValue: day } : { error: 'invalidDate' };
  }
  const invalid = { error: unitType === 'MONETARY' ? 'invalidAmount' : 'invalidNumber' } as const;
  const number = typeof raw === 'number' ? (Number.isFinite(raw) ? raw : null) : readLocalNumber(text, locale);
  if (number === null) return invalid;
  if (unitType === 'EMPLOYEE' && number < 0) return invalid;
  if (WHOLE_UNITS.includes(unitType) && (number < 0 || !Number.isInteger(number))) return invalid;
  const normal = number === 0 ? 0 : number;
  return { value: plainDecimal(normal), number: normal, dateValue: null };
}

/** Spec 2 §5's messages: 'This must be less than {value}' / 'This must be greater than {value}'. */
export type RuleMessage = 'lessThan' | 'greaterThan';

export interface RuleProblem {
  message: RuleMessage;
  /** The limit the value broke, as the message shows it. */
  limit: number;
  /** Shown instead of the message when the rule has one. */
  customLabel: string | null;
}

/** The number a rule compares with in this period; null when what it names has no value yet. */
export function ruleLimit(rule: MetricRule, numbers: Readonly<Record<string, number | null | undefined>>): number | null {
  const target = rule.target;
  if (target.kind === 'value') return target.value;
  if (target.kind === 'metric') return numbers[target.metricId] ?? null;
  const present = target.metricIds.map((id) => numbers[id]).filter((n): n is number => typeof n === 'number');
  return present.length ? present.reduce((sum, n) => sum + n, 0) : null;
}

/**
 * The first rule a value breaks, with what to say; null when it keeps them all. `numbers` are the
 * period's values by metric id (a rule may compare with another metric or a sum of several);
 * a blank value, or a limit that is not known yet, breaks nothing.
 */
export function checkRules(value: number | null, rules: readonly MetricRule[], numbers: Readonly<Record<string, number | null | undefined>> = {}): RuleProblem | null {
  if (value === null) return null;
  for (const rule of rules) {
    const limit = ruleLimit(rule, numbers);
    if (limit === null) continue;
    const kept = rule.kind === 'lessThan' ? value < limit : rule.kind === 'moreThan' ? value > limit : rule.kind === 'max' ? value <= limit : value >= limit;
    if (!kept) {
      return { message: rule.kind === 'lessThan' || rule.kind === 'max' ? 'lessThan' : 'greaterThan', limit, customLabel: rule.customLabel?.trim() || null };
    }
  }
  return null;
}

/** A calculated metric's value from the period's others ({metricId} in the formula); null when one is missing or the formula does not read. */
export function evaluateMetricFormula(formula: string, numbers: Readonly<Record<string, number | null | undefined>>): number | null {
  const parsed = parseFormula(formula);
  if ('error' in parsed) return null;
  return evaluateFormula(parsed.ast, (id) => numbers[id] ?? null);
}

/** Spec 2 §9's indicator colours. */
export const TONE_COLORS = { green: '#14B8A6', blue: '#3B82F6', orange: '#F59E0B', red: '#dc2626' } as const;
export type Tone = keyof typeof TONE_COLORS;

/** A fall of more than this share (in %) reads red; a smaller one orange. */
export const STEEP_FALL_PERCENT = 20;

export interface ValueChange {
  /** current − previous; null without both. */
  diff: number | null;
  /** The change in % of the previous value; null without both or when the previous was zero. */
  change: number | null;
  /** Whether an arrow shows the direction: there is a previous value and it moved. */
  useArrow: boolean;
  /** Up green, unchanged or first blue, down orange, steeply down red. */
  tone: Tone;
}

/** How a value moved since the previous period (timeline posts, the form, analytics). */
export function valueChange(previous: number | null | undefined, current: number | null | undefined): ValueChange {
  if (typeof previous !== 'number' || typeof current !== 'number') return { diff: null, change: null, useArrow: false, tone: 'blue' };
  const diff = Number((current - previous).toFixed(10));
  const change = previous === 0 ? null : Number(((diff / Math.abs(previous)) * 100).toFixed(2));
  const tone: Tone = diff > 0 ? 'green' : diff === 0 ? 'blue' : change !== null && change > -STEEP_FALL_PERCENT ? 'orange' : 'red';
  return { diff, change, useArrow: diff !== 0, tone };
}

/**
 * Whether a value is so far from the previous period's — `factor` times larger or smaller — that
 * the founder is asked why. A factor of 0 (or below 1) never asks, and neither does a first value
 * or one that follows a zero.
 */
export function needsExplanation(previous: number | null | undefined, current: number | null | undefined, factor: number): boolean {
  if (!(factor > 1) || typeof previous !== 'number' || typeof current !== 'number' || previous === 0) return false;
  const before = Math.abs(previous);
  const now = Math.abs(current);
  return now >= before * factor || now <= before / factor;
}

/** The longest explanation kept beside a value. */
export const EXPLANATION_MAX_LENGTH = 1000;
/** The longest value text accepted. */
export const METRIC_VALUE_MAX_LENGTH = 100;
