import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { COLLECTION_MAX_DUE_DAYS, dataCollectionInputSchema } from '@seedbed/contracts/metrics-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';

export type AssignTarget = 'startups' | 'programs';

export interface AssignFormValues {
  target: AssignTarget;
  programIds: string[];
  startupIds: string[];
  metricIds: string[];
  /** The first period's first day. */
  startsOn: Date | null;
  dueDays: number | string;
}

export const DEFAULT_DUE_DAYS = 10;
export { COLLECTION_MAX_DUE_DAYS };

/** A new assignment starts with this month's period, due ten days after it ends. */
export function newAssignValues(now: Date, startupIds: string[] = []): AssignFormValues {
  return { target: 'startups', programIds: [], startupIds, metricIds: [], startsOn: dayjs(now).startOf('month').toDate(), dueDays: DEFAULT_DUE_DAYS };
}

/** What the form sends: only the chosen kind of target. */
export function toAssignInput(values: AssignFormValues) {
  return {
    programIds: values.target === 'programs' ? values.programIds : [],
    startupIds: values.target === 'startups' ? values.startupIds : [],
    metricIds: values.metricIds,
    startsOn: values.startsOn ? dayjs(values.startsOn).format('YYYY-MM-DD') : '',
    dueDays: values.dueDays === '' ? Number.NaN : Number(values.dueDays),
  };
}

/** The server's schema checks the form; a missing target shows on the list in view (the schema names startupIds). */
export function assignRules(t: TFunction, labels: Record<'programIds' | 'startupIds' | 'metricIds' | 'startsOn' | 'dueDays', string>): Rules<AssignFormValues> {
  const rules = schemaRules<AssignFormValues>(dataCollectionInputSchema, toAssignInput, ['startupIds', 'metricIds', 'startsOn', 'dueDays'], (issue) =>
    issueMessage(t, issue, labels[issue.field.split('.')[0] as keyof typeof labels] ?? ''),
  );
  const targetRule = rules.startupIds?.[0];
  return {
    ...rules,
    startupIds: [(value, values) => (values.target === 'startups' ? targetRule?.(value, values) : undefined)],
    programIds: [(_value, values) => (values.target === 'programs' ? targetRule?.(values.startupIds, values) : undefined)],
  };
}
