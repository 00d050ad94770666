import type { TFunction } from 'i18next';
import { programInputSchema } from '@seedbed/contracts/startups';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { ProgramInput, ProgramSummaryData } from '../graphql';

export interface ProgramFormValues {
  name: string;
  description: string;
  cohort: string;
  /** The pickers' values: local midnight of the chosen day, or null. */
  startDate: Date | null;
  endDate: Date | null;
}

export const PROGRAM_FIELDS = ['name', 'description', 'cohort', 'startDate', 'endDate'] as const satisfies ReadonlyArray<keyof ProgramFormValues>;

/** A calendar day ('2027-03-01') as the date picker shows it: local midnight of that day. */
export function dayToPicker(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The day picked, as the server keeps it: the calendar day the person chose, in no time zone. */
export function pickerToDay(date: Date | null): string | null {
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const emptyProgramValues = (): ProgramFormValues => ({ name: '', description: '', cohort: '', startDate: null, endDate: null });

export function programValues(program: ProgramSummaryData): ProgramFormValues {
  return {
    name: program.name,
    description: program.description ?? '',
    cohort: program.cohort ?? '',
    startDate: dayToPicker(program.startDate),
    endDate: dayToPicker(program.endDate),
  };
}

export function toProgramInput(values: ProgramFormValues): ProgramInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    cohort: values.cohort.trim() || null,
    startDate: pickerToDay(values.startDate),
    endDate: pickerToDay(values.endDate),
  };
}

/** Checked with the server's programme schema: a name, and an end never before the start. */
export function programRules(t: TFunction): Rules<ProgramFormValues> {
  const labels: Record<keyof ProgramFormValues, string> = {
    name: t('startups:programs.fields.name'),
    description: t('startups:programs.fields.description'),
    cohort: t('startups:programs.fields.cohort'),
    startDate: t('startups:programs.fields.startDate'),
    endDate: t('startups:programs.fields.endDate'),
  };
  return schemaRules<ProgramFormValues>(programInputSchema, toProgramInput, PROGRAM_FIELDS, (issue) =>
    issueMessage(t, issue, labels[issue.field.split('.')[0] as keyof ProgramFormValues] ?? ''),
  );
}
