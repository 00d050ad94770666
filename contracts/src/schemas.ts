import { z } from './zod.ts';
import { isTimeZone } from './time.ts';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, EMAIL_MAX_LENGTH, LINK_MAX_LENGTH, normaliseLink } from './validation.ts';

/**
 * The pieces input schemas are built from, for the server's checks and the web's forms alike,
 * and how a schema's failures read: each names a message key of the catalogues (`validation.*`,
 * or a feature's own such as `tasks.nameRequired`) with its parameters. A schema names its own
 * message by giving the key as zod's message (`.min(1, 'tasks.nameRequired')`).
 */

/** One field's failure: the field's path ('assignees.0.value'), the message key and its parameters. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

export const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'input';

/**
 * C0 and C1 control characters and DEL, except tab and line breaks. None belongs in text a
 * person types; NUL cannot even be stored (PostgreSQL text and jsonb refuse it), and the others
 * hide text or drive terminals where the text is later read.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTERS_KEY = 'validation.controlCharacters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/** How one failure of a schema reads, on its field. */
export function fieldIssues(issue: z.core.$ZodIssue): FieldIssue[] {
  // A field the caller may not set is named, so the answer says which one was refused.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: fieldName([...issue.path, key]), key: 'validation.invalid' }));
  return [fieldIssue(issue)];
}

/** A message key written as zod's message: 'tasks.nameRequired', never one of zod's own English sentences. */
const MESSAGE_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

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

/**
 * The result of the spec's link helper (`normaliseLink`), or the reason it is refused:
 * a scheme other than http, https or mailto, or something no browser would read as an address.
 */
export function checkLink(value: string): { link: string } | { error: Omit<FieldIssue, 'field'> } {
  const link = normaliseLink(value);
  if (!link || link.length > LINK_MAX_LENGTH || hasControlCharacters(link) || !URL.canParse(link)) return { error: { key: 'validation.url' } };
  return { link };
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

const DATE_TIME = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * An ISO 8601 date or date-time ('2027-03-01', '2027-03-01T22:59:59.999Z', with an offset or
 * none for UTC). Its calendar fields must exist as written: the Date parser would read
 * 2027-02-30 as 2 March. The year must lie between DATE_YEAR_MIN and DATE_YEAR_MAX.
 */
export function checkInstant(text: string): { date: Date } | { error: Omit<FieldIssue, 'field'> } {
  const invalid = { error: { key: 'validation.date' } };
  const match = DATE_TIME.exec(text.trim());
  if (!match) return invalid;
  const [, year, month, day, hour, minute, second, offset] = match;
  const y = Number(year);
  if (y < DATE_YEAR_MIN || y > DATE_YEAR_MAX) return { error: { key: 'validation.dateRange', params: { min: DATE_YEAR_MIN, max: DATE_YEAR_MAX } } };
  // The calendar says whether the day exists: an impossible one rolls over into another month.
  const calendarDay = new Date(Date.UTC(y, Number(month) - 1, Number(day)));
  if (calendarDay.getUTCMonth() !== Number(month) - 1 || calendarDay.getUTCDate() !== Number(day)) return invalid;
  if (Number(hour ?? 0) > 23 || Number(minute ?? 0) > 59 || Number(second ?? 0) > 59) return invalid;
  const date = new Date(hour !== undefined && !offset ? `${text.trim()}Z` : text.trim());
  return Number.isNaN(date.getTime()) ? invalid : { date };
}

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
