import { addDays, localDate } from '@seedbed/contracts/time';
import { TASK_NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { validationError, type FieldError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { CONTROL_CHARACTERS_KEY, LINK_MAX_LENGTH, checkInstant, checkLink, hasControlCharacters } from '../../core/validation.ts';
import type { AssigneeRef } from '../../db/schema/index.ts';

export const ASSIGNEE_TYPES = ['user', 'role', 'program', 'startup'] as const;
const NAME_MAX = TASK_NAME_MAX_LENGTH;

export interface TaskInput {
  name?: string | null;
  dueDate?: string | null;
  done?: boolean | null;
  assignees?: Array<{ type?: string | null; value?: string | null }> | null;
  url?: string | null;
  startupId?: string | null;
}

export interface ValidTask {
  name?: string;
  dueDate?: Date;
  done?: boolean;
  assignees?: AssigneeRef[];
  url?: string | null;
  startupId?: string | null;
}

/**
 * Spec 1 §5: a due date may not be earlier than yesterday's date where the incubator is. The
 * form submits the end of the chosen day, so comparing calendar dates in that zone (not instants)
 * keeps a task made late in the evening for "today" valid everywhere.
 */
export function isDueDateAllowed(due: Date, timeZone: string, now = new Date()): boolean {
  return localDate(due, timeZone) >= addDays(localDate(now, timeZone), -1);
}

/**
 * Checks a task form. `partial` is an update: only the given fields are checked. Every failing
 * field is reported at once, with the spec's messages.
 */
export function validateTask(input: TaskInput, options: { timeZone: string; partial: boolean; now?: Date }): ValidTask {
  const fields: FieldError[] = [];
  const out: ValidTask = {};
  const given = (v: unknown) => v !== undefined && (!options.partial || v !== null);

  if (!options.partial || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) fields.push({ field: 'name', key: 'tasks.nameRequired' });
    else if (hasControlCharacters(name)) fields.push({ field: 'name', key: CONTROL_CHARACTERS_KEY });
    else if (name.length > NAME_MAX) fields.push({ field: 'name', key: 'validation.maxLength', params: { max: NAME_MAX } });
    else out.name = name;
  }

  if (!options.partial || input.dueDate !== undefined) {
    const due = input.dueDate ? checkInstant(input.dueDate) : null;
    if (!due) fields.push({ field: 'dueDate', key: 'validation.required' });
    else if ('error' in due) fields.push({ field: 'dueDate', ...due.error });
    else if (!isDueDateAllowed(due.date, options.timeZone, options.now)) fields.push({ field: 'dueDate', key: 'tasks.dueDatePast' });
    else out.dueDate = due.date;
  }

  if (!options.partial || input.assignees !== undefined) {
    const list = input.assignees ?? [];
    if (list.length === 0) fields.push({ field: 'assignees', key: 'tasks.assigneeRequired' });
    const refs: AssigneeRef[] = [];
    list.forEach((a, i) => {
      const type = a?.type?.trim();
      const value = a?.value?.trim();
      if (!type) fields.push({ field: `assignees.${i}.type`, key: 'validation.required' });
      else if (!(ASSIGNEE_TYPES as readonly string[]).includes(type)) fields.push({ field: `assignees.${i}.type`, key: 'validation.invalid' });
      if (!value) fields.push({ field: `assignees.${i}.value`, key: 'validation.required' });
      else if (!isId(value)) fields.push({ field: `assignees.${i}.value`, key: 'validation.invalid' });
      if (type && value) refs.push({ type, value });
    });
    out.assignees = dedupe(refs);
  }

  if (given(input.url)) {
    const url = input.url?.trim() ? checkTaskLink(input.url.trim()) : { link: null };
    if ('error' in url) fields.push({ field: 'url', ...url.error });
    else out.url = url.link;
  }
  if (given(input.startupId)) {
    if (input.startupId && !isId(input.startupId)) fields.push({ field: 'startupId', key: 'validation.invalid' });
    else out.startupId = input.startupId ?? null;
  }
  if (input.done !== undefined && input.done !== null) out.done = input.done;

  if (fields.length) throw validationError(fields);
  return out;
}

/**
 * A task links to a page of the app ('/startup/…', as automatic tasks do) or to an address, which
 * goes through the spec's link helper like every other link. "/\host" is not a path: browsers
 * read it as "//host", another site.
 */
function checkTaskLink(url: string): ReturnType<typeof checkLink> {
  if (url.startsWith('/') && !/^\/[/\\]/.test(url)) {
    return url.length > LINK_MAX_LENGTH || hasControlCharacters(url) || /[\s\\]/.test(url) ? { error: { key: 'validation.url' } } : { link: url };
  }
  return checkLink(url);
}

function dedupe(refs: AssigneeRef[]): AssigneeRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => {
    const key = `${r.type}:${r.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
