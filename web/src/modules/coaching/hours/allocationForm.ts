import type { TFunction } from 'i18next';
import type { FieldIssue } from '@seedbed/contracts/checks';
import type { HourUnit } from '@seedbed/contracts/coaching';
import { hourAllocationInput } from '@seedbed/contracts/coaching-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';

export interface AllocationValues {
  /** '' for the startup's overall hours. */
  programId: string;
  amount: number | '';
  unit: HourUnit;
}

export const toAllocationInput = (startupId: string, values: AllocationValues) => ({
  startupId,
  programId: values.programId || null,
  amount: values.amount === '' ? undefined : values.amount,
  unit: values.unit,
});

/** The server's messages of this part live in the mentorMatching namespace, whatever their server key's prefix. */
export function allocationMessage(t: TFunction, issue: FieldIssue, field: string): string {
  if (issue.key.startsWith('coaching.hours.')) return t(`mentorMatching:validation.${issue.key.slice('coaching.hours.'.length)}`, { ...issue.params, field });
  return issueMessage(t, issue, field);
}

/** The form is checked by the schema setHourAllocation checks with. */
export function allocationRules(t: TFunction, startupId: string) {
  return schemaRules<AllocationValues>(
    hourAllocationInput,
    (values) => toAllocationInput(startupId, values),
    ['amount', 'unit'],
    (issue) => allocationMessage(t, issue, t(`mentorMatching:hours.fields.${issue.field}`)),
  );
}
