import { z } from './zod.ts';
import { isTimeZone } from './time.ts';
import { EMAIL_MAX_LENGTH, LINK_MAX_LENGTH } from './validation.ts';
import { checkInstant, checkLink, type FieldIssue } from './checks.ts';

export { CONTROL_CHARACTERS_KEY, checkInstant, checkLink, hasControlCharacters, type FieldIssue } from './checks.ts';

/**
 * The pieces input schemas are built from, for the server's checks and the web's forms alike,
 * and how a schema's failures read: each names a message key of the catalogues (`validation.*`,
 * or a feature's own such as `tasks.nameRequired`) with its parameters. A schema names its own
 * message by giving the key as zod's message (`.min(1, 'tasks.nameRequired')`).
 */

export const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'input';

/** How one failure of a schema reads, on its field. */
export function fieldIssues(issue: z.core.$ZodIssue): FieldIssue[] {
  // A field the caller may not set is named, so the answer says which one was refused.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: fieldName([...issue.path, key]), key: 'validation.invalid' }));
  return [fieldIssue(issue)];
}

/** A message key written as zod's message: 'tasks.nameRequired', never one of zod's own English sentences. */
const MESSAGE_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/;

function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const read = readIssue(issue);
  // A schema that names its message keeps the parameters its check reports ({{max}} of a length).
  const named = !(issue.code === 'custom' && typeof issue.params?.key === 'string') && MESSAGE_KEY.test(issue.message);
  return { field: fieldName(issue.path), ...read, ...(named ? { key: issue.message } : {}) };
}

function readIssue(issue: z.core.$ZodIssue): Omit<FieldIssue, 'field'> {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? { key: 'validation.required' } : { key: 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'validation.required' };
      return { key: issue.origin === 'string' ? 'validation.minLength' : 'validation.minNumber', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'validation.maxLength' : 'validation.maxNumber', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid' };
    case 'custom':
      // Rules built with `refuse` carry their key and its parameters.
      if (typeof issue.params?.key === 'string') return { key: issue.params.key, params: issue.params.params as Record<string, unknown> | undefined };
      return { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Trimmed text; empty counts as missing. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === '' ? null : (v ?? null)));
export const email = () => z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email());

/** An IANA time zone name the runtime knows (Europe/Paris, America/New_York, UTC). */
export const timezone = () => z.string().max(100).refine(isTimeZone);

/** Reports a custom rule's failure with its own message key; `parseInput` turns it into the field's error. */
export function refuse(ctx: z.RefinementCtx, error: Omit<FieldIssue, 'field'>): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: error.key, params: { key: error.key, params: error.params } });
  return z.NEVER;
}

/** A link a person types (profile links, a task's link, organisation links); empty counts as none. */
export const link = () =>
  z
    .string()
    .max(LINK_MAX_LENGTH)
    .nullish()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const checked = checkLink(value);
      return 'link' in checked ? checked.link : refuse(ctx, checked.error);
    });

/** An instant written as `checkInstant` reads it. */
export const instant = () =>
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const checked = checkInstant(value);
      return 'date' in checked ? checked.date : refuse(ctx, checked.error);
    });

/** A calendar date without a time ('1990-04-21'), kept as written for a `date` column. */
export const calendarDate = () =>
  z
    .string()
    .max(10)
    .transform((value, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return refuse(ctx, { key: 'validation.date' });
      const checked = checkInstant(value);
      return 'date' in checked ? value : refuse(ctx, checked.error);
    });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of a record; anything else is 'validation.invalid' on its field. */
export const recordId = () => z.string('validation.invalid').trim().regex(UUID, 'validation.invalid');
/** Several ids, at most `max`, without repeats. */
export const recordIds = (max: number) =>
  z
    .array(recordId())
    .max(max)
    .transform((list) => [...new Set(list)]);
