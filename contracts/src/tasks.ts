import { z } from './zod.ts';
import { addDays, localDate } from './time.ts';
import { LINK_MAX_LENGTH, TASK_NAME_MAX_LENGTH } from './validation.ts';
import { checkLink, hasControlCharacters, instant, refuse } from './schemas.ts';

/** Who a task can be given to: a person, or a group expanded into its members when saved. */
export const ASSIGNEE_TYPES = ['user', 'role', 'program', 'startup'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec 1 §5: a due date may not be earlier than yesterday's date where the incubator is. The
 * form submits the end of the chosen day, so comparing calendar dates in that zone (not instants)
 * keeps a task made late in the evening for "today" valid everywhere.
 */
export function isDueDateAllowed(due: Date, timeZone: string, now = new Date()): boolean {
  return localDate(due, timeZone) >= addDays(localDate(now, timeZone), -1);
}

/**
 * A task links to a page of the app ('/startup/…', as automatic tasks do) or to an address, which
 * goes through the spec's link helper like every other link. "/\host" is not a path: browsers
 * read it as "//host", another site.
 */
export function checkTaskLink(url: string): ReturnType<typeof checkLink> {
  if (url.startsWith('/') && !/^\/[/\\]/.test(url)) {
    return url.length > LINK_MAX_LENGTH || hasControlCharacters(url) || /[\s\\]/.test(url) ? { error: { key: 'validation.url' } } : { link: url };
  }
  return checkLink(url);
}

/** A message for a value that is missing or not of the field's type; its checks keep their own messages. */
const whenMissing = (key: string) => ({ error: (issue: { code: string }) => (issue.code === 'invalid_type' ? key : undefined) });

const id = () => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').regex(UUID, 'validation.invalid');

const assignee = z.object({
  type: z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').pipe(z.enum(ASSIGNEE_TYPES, 'validation.invalid')),
  value: id(),
});

/** The same group or person chosen twice counts once. */
function distinct<T extends { type: string; value: string }>(refs: T[]): T[] {
  const seen = new Set<string>();
  return refs.filter((r) => !seen.has(`${r.type}:${r.value}`) && seen.add(`${r.type}:${r.value}`));
}

export interface TaskSchemaOptions {
  /** The incubator's time zone: "yesterday" is its yesterday. */
  timeZone: string;
  now?: () => Date;
}

/**
 * Spec 1 §5 "Task form": what createTask accepts, with the spec's messages. The server checks
 * every task with it and the web's task form checks what it is about to send with the very same
 * schema, so the two never disagree.
 */
export const taskInputSchema = (options: TaskSchemaOptions) => taskShape(options, false);

/** What updateTask accepts: only the fields sent are checked and changed; a link or startup sent as null is left as it is. */
export const taskChangesSchema = (options: TaskSchemaOptions) => taskShape(options, true).partial();

function taskShape({ timeZone, now = () => new Date() }: TaskSchemaOptions, partial: boolean) {
  const untouchedWhenNull = <T>(value: T | null | undefined) => (partial && value === null ? undefined : value);
  return z.object({
    name: z.string(whenMissing('tasks.nameRequired')).trim().min(1, 'tasks.nameRequired').max(TASK_NAME_MAX_LENGTH),
    dueDate: z
      .string(whenMissing('validation.required'))
      .min(1, 'validation.required')
      .pipe(instant())
      .pipe(z.date().refine((due) => isDueDateAllowed(due, timeZone, now()), 'tasks.dueDatePast')),
    assignees: z.array(assignee, whenMissing('tasks.assigneeRequired')).min(1, 'tasks.assigneeRequired').transform(distinct),
    url: z
      .string()
      .max(LINK_MAX_LENGTH, 'validation.url')
      .nullish()
      .transform((value, ctx) => {
        if (value === undefined || value === null) return untouchedWhenNull(value);
        if (!value.trim()) return null;
        const checked = checkTaskLink(value.trim());
        return 'link' in checked ? checked.link : refuse(ctx, checked.error);
      }),
    startupId: id().nullish().transform(untouchedWhenNull),
    done: z
      .boolean()
      .nullish()
      .transform((value) => value ?? undefined),
  });
}
