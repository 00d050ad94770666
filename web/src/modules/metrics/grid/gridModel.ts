import { formatMasked } from '../../../ui/form/numberMask';
import type { GridMetric, GridPeriod, GridRow, GridStatus } from './graphql';

/** Each status's colour (spec 2 §9's indicator tones) and icon; the label always goes with it. */
export const STATUS_STYLE: Record<GridStatus, { color: string; symbol: string }> = {
  SUBMITTED: { color: 'teal', symbol: '✓' },
  LATE: { color: 'orange', symbol: '!' },
  MISSING: { color: 'red', symbol: '✕' },
  PENDING: { color: 'blue', symbol: '…' },
  UPCOMING: { color: 'gray', symbol: '○' },
};

export const STATUSES = Object.keys(STATUS_STYLE) as GridStatus[];

/** The grid's columns: every period start found on the page, oldest first. */
export function periodColumns(rows: readonly GridRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.periods.map((p) => p.from)))].sort();
}

/** A startup's periods starting on a column's day (two when metrics of different rhythms start together). */
export const periodsAt = (row: GridRow, from: string): GridPeriod[] => row.periods.filter((p) => p.from === from);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A period start as a column head: the month and year in the reader's language. */
export function monthLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utc(day));
}

export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(day));
}

export interface ValueFormat {
  locale: string;
  currency?: string | null;
}

/** A stored value as people read it: dates as days, numbers with the unit's mask (currency, %, a custom unit's name). */
export function formatValue(
  value: { value?: string | null; number?: number | null; dateValue?: string | null },
  metric: Pick<GridMetric, 'unitOfMeasure'> | undefined,
  format: ValueFormat,
): string {
  const unit = metric?.unitOfMeasure.unitType;
  if (unit === 'DATE') return value.dateValue ? dayLabel(value.dateValue, format.locale) : '';
  if (value.number === null || value.number === undefined) return value.value ?? '';
  const text = formatMasked(value.number, unit, { locale: format.locale, currency: format.currency });
  const custom = metric?.unitOfMeasure.customName;
  return unit === 'CUSTOM' && custom ? `${text} ${custom}` : text;
}

/** A grid cell's text as the value it stands for: a date metric's day, else a number when it reads as one. */
export function cellValue(cell: string, metric: Pick<GridMetric, 'unitOfMeasure'>): { value: string; number: number | null; dateValue: string | null } {
  if (metric.unitOfMeasure.unitType === 'DATE') return { value: cell, number: null, dateValue: cell };
  const number = cell.trim() === '' ? Number.NaN : Number(cell);
  return { value: cell, number: Number.isFinite(number) ? number : null, dateValue: null };
}

/** The filter the server reads: empty choices left out. */
export interface GridFilterValues {
  programIds: string[];
  metricIds: string[];
  search: string;
  from: string | null;
  to: string | null;
}

export const emptyGridFilter = (): GridFilterValues => ({ programIds: [], metricIds: [], search: '', from: null, to: null });

export function toFilterInput(values: GridFilterValues) {
  return {
    ...(values.programIds.length ? { programIds: values.programIds } : {}),
    ...(values.metricIds.length ? { metricIds: values.metricIds } : {}),
    ...(values.search.trim() ? { search: values.search.trim() } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
}

/** The last day of a month picked as its first day: the range then takes the whole month. */
export function endOfMonth(day: string): string {
  const date = utc(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
