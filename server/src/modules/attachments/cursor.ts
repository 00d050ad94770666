import { isId } from '../../core/ids.ts';
import { validationError } from '../../core/errors.ts';
import type { ListPosition } from './repo.ts';

/** Microsecond UTC time as repo.ts selects it: a JS Date would drop the microseconds and repeat rows. */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An opaque keyset cursor: the last row's (created_at, id). */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}_${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): ListPosition | null {
  if (!cursor) return null;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('_');
  // The time reaches SQL as a parameter; checking the calendar here keeps a forged one a 400, not a 500.
  const parsed = new Date(createdAt ?? '');
  const valid = !rest.length && isId(id) && TIME.test(createdAt) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === createdAt.slice(0, 23);
  if (!valid) throw validationError([{ field: 'cursor', key: 'validation.invalid' }]);
  return { createdAt, id };
}
