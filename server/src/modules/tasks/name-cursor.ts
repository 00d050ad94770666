import { validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';

/**
 * Where a list ordered by name stops: the sort key of its last row and that row's id (names
 * repeat, ids break the tie). Opaque to clients; anything that does not decode is an invalid field.
 */
export interface NameCursor { key: string[]; id: string }

export const encodeNameCursor = (cursor: NameCursor) => Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

export function decodeNameCursor(raw: string, keyLength: number): NameCursor {
  const invalid = () => validationError([{ field: 'cursor', key: 'validation.invalid' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [key, id] = parsed as [unknown, unknown];
  if (!Array.isArray(key) || key.length !== keyLength || !key.every((k) => typeof k === 'string') || !isId(id)) throw invalid();
  return { key: key as string[], id };
}

/** A search typed by a person, as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(search: string | null | undefined): string | null {
  const words = search?.trim();
  if (!words) return null;
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const pageSize = (limit: number | null | undefined, fallback = 20, max = 100) => Math.min(Math.max(limit ?? fallback, 1), max);
