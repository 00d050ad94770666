import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { validationError } from './errors.ts';
import { isId } from './ids.ts';

/**
 * The one keyset cursor format of every list: the sort key of the row a page stops at, as a tuple
 * of values, written as base64url JSON. Clients treat it as opaque; anything that does not decode
 * to the tuple the list expects is the same VALIDATION_ERROR on the field `cursor`, never a 500.
 */
export type CursorValue = string | number | boolean;
type Check<T extends CursorValue> = (value: unknown) => value is T;
type Decoded<C extends readonly Check<CursorValue>[]> = { -readonly [K in keyof C]: C[K] extends Check<infer T> ? T : never };

/** Longer than any tuple of ours can encode to; a longer text is refused before it is parsed. */
const MAX_CURSOR_LENGTH = 1000;

export const invalidCursor = () => validationError([{ field: 'cursor', key: 'validation.invalid' }]);

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The tuple in `raw`, each value checked by the part at its place. */
export function decodeCursor<const C extends readonly Check<CursorValue>[]>(raw: string, parts: C): Decoded<C> {
  if (raw.length > MAX_CURSOR_LENGTH) throw invalidCursor();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== parts.length || !parts.every((check, i) => check(values[i]))) throw invalidCursor();
  return values as Decoded<C>;
}

/** Microsecond UTC time as `exactTime` selects it. */
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A calendar-real time: a forged 2027-02-30 would otherwise reach SQL and fail there. */
const realTime = (value: string) => {
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === value.slice(0, 23);
};

/** The checks a cursor's parts are decoded with. */
export const cursorPart = {
  id: (value: unknown): value is string => typeof value === 'string' && isId(value),
  text: (value: unknown): value is string => typeof value === 'string',
  /** A time with PostgreSQL's microseconds (from `exactTime`): a JavaScript Date would drop them and repeat or skip rows. */
  exactTime: (value: unknown): value is string => typeof value === 'string' && EXACT_TIME.test(value) && realTime(value),
  /** A time a JavaScript Date holds exactly (Date#toISOString). */
  instant: (value: unknown): value is string => typeof value === 'string' && ISO_INSTANT.test(value) && realTime(value),
  oneOf:
    <const T extends string>(...allowed: T[]) =>
    (value: unknown): value is T =>
      typeof value === 'string' && (allowed as string[]).includes(value),
} as const;

/** A timestamptz column as the microsecond UTC text `cursorPart.exactTime` accepts. */
export const exactTime = (column: SQLWrapper): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
