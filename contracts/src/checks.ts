import { DATE_YEAR_MAX, DATE_YEAR_MIN, LINK_MAX_LENGTH, normaliseLink } from './validation.ts';

/**
 * The checks of typed values that need no schema library: what the input schemas (schemas.ts)
 * build on, and what screens that only read forms use without downloading zod.
 */

/** One field's failure: the field's path ('assignees.0.value'), the message key and its parameters. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

/**
 * C0 and C1 control characters and DEL, except tab and line breaks. None belongs in text a
 * person types; NUL cannot even be stored (PostgreSQL text and jsonb refuse it), and the others
 * hide text or drive terminals where the text is later read.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTERS_KEY = 'validation.controlCharacters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The result of the spec's link helper (`normaliseLink`), or the reason it is refused:
 * a scheme other than http, https or mailto, or something no browser would read as an address.
 */
export function checkLink(value: string): { link: string } | { error: Omit<FieldIssue, 'field'> } {
  const link = normaliseLink(value);
  if (!link || link.length > LINK_MAX_LENGTH || hasControlCharacters(link) || !URL.canParse(link)) return { error: { key: 'validation.url' } };
  return { link };
}

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

/** zod's own e-mail pattern (z.email()), so that what a form accepts is what every schema accepts. */
const EMAIL_ADDRESS = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (text: string) => EMAIL_ADDRESS.test(text);
