import type { TFunction } from 'i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isValidationError } from '../../../app/apollo/errors';
import { externalHref } from '../../../ui/externalHref';
import { isBlank, type FormRules } from '../../../ui/form/rules';
import type { Rules } from '../../../ui/form/useForm';
import { endOfLocalDay, localDate } from '@seedbed/contracts/time';
import { defaultDueDate, isBeforeYesterday, pickedDate, pickerValue } from '../logic/dueDates';
import type { TaskInput } from '../graphql';

export interface TaskFormValues {
  name: string;
  /** The picker's value: local midnight of the chosen calendar day. */
  dueDate: Date | null;
  /** Chosen options as 'type:value'. */
  assignees: string[];
  url: string;
  startupId: string | null;
}

export const optionKey = (option: { type: string; value: string }) => `${option.type}:${option.value}`;

export function parseOptionKey(key: string): { type: string; value: string } {
  const at = key.indexOf(':');
  return { type: key.slice(0, at), value: key.slice(at + 1) };
}

/** Spec 1 §5: a new task is due at the end of today where the incubator is. */
export function newTaskValues(now: Date, timeZone: string, assignees: string[]): TaskFormValues {
  return { name: '', dueDate: pickerValue(localDate(defaultDueDate(now, timeZone), timeZone)), assignees, url: '', startupId: null };
}

export function editTaskValues(
  task: { name: string; dueDate: string; url: string | null; startup: { _id: string } | null; assigneeChoices: Array<{ type: string; value: string }> },
  timeZone: string,
): TaskFormValues {
  return {
    name: task.name,
    dueDate: pickerValue(localDate(new Date(task.dueDate), timeZone)),
    assignees: task.assigneeChoices.map(optionKey),
    url: task.url ?? '',
    startupId: task.startup?._id ?? null,
  };
}

/** In-app paths stay as typed; other addresses go through the link helper (http:// in front). */
export function normaliseTaskUrl(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  return value.startsWith('/') ? value : (externalHref(value) ?? value);
}

/** What createTask and updateTask receive: the due date becomes the end of the chosen day in the incubator's zone, in UTC. */
export function toTaskInput(values: TaskFormValues, timeZone: string): TaskInput {
  return {
    name: values.name.trim(),
    dueDate: endOfLocalDay(pickedDate(values.dueDate!), timeZone).toISOString(),
    assignees: values.assignees.map(parseOptionKey),
    url: normaliseTaskUrl(values.url),
    startupId: values.startupId,
  };
}

/** Spec 1 §5 "Task form", with the spec's messages. */
export function taskRules(t: TFunction<'tasks'>, rules: FormRules, timeZone: string, now: () => Date): Rules<TaskFormValues> {
  return {
    name: [(value) => (isBlank(value) ? t('validation.nameRequired') : undefined)],
    dueDate: [
      rules.required<TaskFormValues>(t('fields.dueDate')),
      (value) => (value && isBeforeYesterday(pickedDate(value), now(), timeZone) ? t('validation.dueDatePast') : undefined),
    ],
    assignees: [(value) => (value.length === 0 ? t('validation.assigneeRequired') : undefined)],
    // In-app paths (/startup/…) are links too; anything else must be an address.
    url: [(value, values) => (value.trim().startsWith('/') ? undefined : rules.url<TaskFormValues>(t('fields.url'))(value, values))],
  };
}

/** The server's field messages (already translated), on the form's own fields. */
export function serverFieldErrors(error: unknown): Partial<Record<keyof TaskFormValues, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Partial<Record<keyof TaskFormValues, string>> = {};
  for (const e of error.errors.filter(isValidationError)) {
    const fields = Array.isArray(e.extensions?.fields) ? (e.extensions.fields as Array<{ field?: string; message?: string }>) : [];
    for (const { field, message } of fields) {
      const name = (field ?? '').split('.')[0] as keyof TaskFormValues;
      if (message && ['name', 'dueDate', 'assignees', 'url', 'startupId'].includes(name)) out[name] ??= message;
    }
  }
  return out;
}
