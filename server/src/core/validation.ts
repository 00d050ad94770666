import { z } from 'zod';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, EMAIL_MAX_LENGTH, LINK_MAX_LENGTH, normaliseLink } from '@seedbed/contracts/validation';
import { isTimeZone } from '@seedbed/contracts/time';
import { validationError, type FieldError } from './errors.ts';

/**
 * Parses input with a zod schema; failures become one VALIDATION_ERROR whose fields carry the
 * spec's message keys, translated when the answer is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  const fields = result.success ? [] : result.error.issues.flatMap(toFieldErrors);
  for (const field of controlCharacterFields(input)) {
    if (!fields.some((f) => f.field === field)) fields.push({ field, key: CONTROL_CHARACTERS_KEY });
  }
  if (fields.length) throw validationError(fields);
  return result.data as z.infer<S>;
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'input';

/**
 * C0 and C1 control characters and DEL, except tab and line breaks. None belongs in text a
 * person types; NUL cannot even be stored (PostgreSQL text and jsonb refuse it), and the others
 * hide text or drive terminals where the text is later read.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTERS_KEY = 'validation.controlCharacters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/** Paths of the strings in `value` (at any depth) that contain a control character. */
function controlCharacterFields(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [fieldName(path)] : [];
  if (!value || typeof value !== 'object' || depth > 20) return [];
  return Object.entries(value).flatMap(([key, item]) => controlCharacterFields(item, [...path, key], depth + 1));
}

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  // A field the caller may not set is named, so the answer says which one was refused.
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: fieldName([...issue.path, key]), key: 'validation.invalid' }));
  return [toFieldError(issue)];
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? { field, key: 'validation.required' } : { field, key: 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { field, key: 'validation.required' };
      return { field, key: issue.origin === 'string' ? 'validation.minLength' : 'validation.minNumber', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { field, key: issue.origin === 'string' ? 'validation.maxLength' : 'validation.maxNumber', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { field, key: 'validation.email' };
      if (issue.format === 'url') return { field, key: 'validation.url' };
      return { field, key: 'validation.invalid' };
    case 'custom':
      // Rules of this file name their own message (see `refuse`).
      if (typeof issue.params?.key === 'string') return { field, key: issue.params.key, params: issue.params.params as Record<string, unknown> | undefined };
      return { field, key: 'validation.invalid' };
    default:
      return { field, key: 'validation.invalid' };
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
function refuse(ctx: z.RefinementCtx, error: Omit<FieldError, 'field'>): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: error.key, params: { key: error.key, params: error.params } });
  return z.NEVER;
}

export { LINK_MAX_LENGTH };

/**
 * The result of the spec's link helper (`normaliseLink`), or the reason it is refused:
 * a scheme other than http, https or mailto, or something no browser would read as an address.
 */
export function checkLink(value: string): { link: string } | { error: Omit<FieldError, 'field'> } {
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
export function checkInstant(text: string): { date: Date } | { error: Omit<FieldError, 'field'> } {
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
