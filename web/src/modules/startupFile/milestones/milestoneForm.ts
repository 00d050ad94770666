import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { milestoneInputSchema, type MilestoneStatus } from '@seedbed/contracts/startups';
import { schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { Milestone } from '../graphql';
import { validationMessage } from '../validationMessage';

export interface MilestoneValues {
  name: string;
  description: string;
  /** The picker's value: local midnight of the chosen day. */
  dueDate: Date | null;
  ownerId: string | null;
  status: string;
}

const FIELDS = ['name', 'description', 'dueDate', 'ownerId', 'status'] as const;

export function milestoneValues(milestone: Milestone | null): MilestoneValues {
  return {
    name: milestone?.name ?? '',
    description: milestone?.description ?? '',
    dueDate: milestone?.dueDate ? calendarDay(milestone.dueDate) : null,
    ownerId: milestone?.owner?._id ?? null,
    status: milestone?.status ?? ('planned' satisfies MilestoneStatus),
  };
}

/** A stored day ('2026-05-01', spec 2 §9's yyyy-MM-dd) as the local date the picker shows. */
export function calendarDay(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** What createStartupMilestone and updateStartupMilestone receive: the due day as yyyy-MM-dd. */
export function milestoneInput(values: MilestoneValues) {
  return {
    name: values.name.trim(),
    description: values.description,
    dueDate: values.dueDate ? dayjs(values.dueDate).format('YYYY-MM-DD') : null,
    ownerId: values.ownerId,
    status: values.status,
  };
}

export function milestoneRules(t: TFunction, labels: Record<(typeof FIELDS)[number], string>): Rules<MilestoneValues> {
  return schemaRules<MilestoneValues>(milestoneInputSchema, milestoneInput, FIELDS, (issue) =>
    validationMessage(t, issue, labels[issue.field.split('.')[0] as (typeof FIELDS)[number]] ?? issue.field),
  );
}

/** Planned and in-progress milestones first by due day (none last), then the reached and missed ones. */
export function sortMilestones<T extends { dueDate: string | null; status: string; name: string }>(list: readonly T[]): T[] {
  const open = (m: T) => (m.status === 'planned' || m.status === 'in_progress' ? 0 : 1);
  return [...list].sort((a, b) => open(a) - open(b) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.name.localeCompare(b.name));
}
