import type { TFunction } from 'i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isValidationError } from '../../../app/apollo/errors';
import { externalHref } from '../../../ui/externalHref';
import { schemaRules, issueMessage } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import { taskInputSchema } from '@seedbed/contracts/tasks';
import { endOfLocalDay, localDate } from '@seedbed/contracts/time';
import { defaultDueDate, pickedDate, pickerValue } from '../logic/dueDates';
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

/** What the form would send, before the due date is chosen too: the shared schema checks it as the server will. */
function checkedInput(values: TaskFormValues, timeZone: string) {
  return {
    name: values.name,
    dueDate: values.dueDate ? endOfLocalDay(pickedDate(values.dueDate), timeZone).toISOString() : null,
    assignees: values.assignees.map(parseOptionKey),
    url: values.url,
    startupId: values.startupId,
  };
}

/** Spec 1 §5 "Task form", with the spec's messages: the server's own task schema (contracts/tasks.ts) checks the form. `t` reads the tasks and validation namespaces. */
export function taskRules(t: TFunction<['tasks', 'validation']>, timeZone: string, now: () => Date, startupTerm: string): Rules<TaskFormValues> {
  const labels: Record<keyof TaskFormValues, string> = {
    name: t('fields.name'),
    dueDate: t('fields.dueDate'),
    assignees: t('fields.assignees'),
    url: t('fields.url'),
    startupId: startupTerm,
  };
  return schemaRules<TaskFormValues>(
    taskInputSchema({ timeZone, now }),
    (values) => checkedInput(values, timeZone),
    ['name', 'dueDate', 'assignees', 'url', 'startupId'],
    (issue) => issueMessage(t as unknown as TFunction, issue, labels[issue.field.split('.')[0] as keyof TaskFormValues]),
  );
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
