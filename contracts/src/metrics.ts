/**
 * Metrics the organisation collects from its startups (spec 2 §2–§5, spec 3 §3): their kinds and
 * rules, shared by the server (checks, storage) and the web (masks, messages). No zod here: the
 * founders' form reads this file; the input schemas are in metrics-input.ts.
 */
import type { LocalizedText } from './forms.ts';

/** Spec 2 §3 "Metric unit types". */
export const METRIC_UNIT_TYPES = ['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM'] as const;
export type MetricUnitType = (typeof METRIC_UNIT_TYPES)[number];

/** Spec 2 §3 "Expense and tag categories". */
export const METRIC_CATEGORIES = [
  'non-tagged',
  'marketing',
  'sales',
  'development',
  'finance',
  'design',
  'strategy',
  'customer_validation',
  'mvp',
  'asset',
  'cogs',
  'legal',
] as const;
export type MetricCategory = (typeof METRIC_CATEGORIES)[number];

/** How often a metric is reported: every `amount` weeks, months, quarters or years. */
export const RECURRENCE_TYPES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceType = (typeof RECURRENCE_TYPES)[number];
export interface TrackingRecurrence {
  amount: number;
  type: RecurrenceType;
}

/** Spec 2 §5: a value must be less than, more than, at least or at most something. */
export const RULE_KINDS = ['lessThan', 'moreThan', 'min', 'max'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** What a rule compares with: a fixed number, another metric's value of the same period, or the sum of several. */
export type RuleTarget = { kind: 'value'; value: number } | { kind: 'metric'; metricId: string } | { kind: 'sum'; metricIds: string[] };

export interface MetricRule {
  kind: RuleKind;
  target: RuleTarget;
  /** Shown instead of the spec's message when present. */
  customLabel?: string | null;
}

/** A metric as both sides read it. `formula` makes it calculated: computed from others, never typed in. */
export interface MetricDefinition {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  unitType: MetricUnitType;
  customUnit: string | null;
  category: MetricCategory;
  recurrence: TrackingRecurrence;
  formula: string | null;
  rules: MetricRule[];
}

/** Spec 2 §3 "Pending form types". */
export const PENDING_FORM_TYPES = ['CATEGORIZATION', 'METRICS'] as const;
export type PendingFormType = (typeof PENDING_FORM_TYPES)[number];

/** Spec 2 §3 "Categorization": the questions asked when a startup starts reporting. */
export const CATEGORIZATION_KEYS = ['HasFreeUsers', 'IsGeneratingSales', 'RecurringRevenueModel', 'ServiceIsLive'] as const;
export type CategorizationKey = (typeof CATEGORIZATION_KEYS)[number];

/** An organisation's choices about data collection (the metrics tab of the organisation settings). */
export interface MetricSettings {
  /** A value this many times larger or smaller than the previous period's asks the founder why; 0 never asks. */
  explanationFactor: number;
  /** Reminder mails this many days before the due day and after it (reminderEmails); 0 sends none. */
  remindDaysBefore: number;
  remindDaysAfter: number;
  /** How long a reminder mail's link to report without signing in stays valid. */
  linkDays: number;
}

export const DEFAULT_METRIC_SETTINGS: MetricSettings = { explanationFactor: 3, remindDaysBefore: 3, remindDaysAfter: 2, linkDays: 14 };

/** An import is one CSV file of at most this many data rows (and bytes). */
export const METRIC_IMPORT_MAX_ROWS = 5000;
export const METRIC_IMPORT_MAX_LENGTH = 1_000_000;
