import { validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';

/**
 * Where a page of the feed stops: the last event's time as PostgreSQL stores it (microseconds,
 * which a JavaScript Date would round away and so skip or repeat events) and its id.
 */
export interface FeedCursor { at: string; id: string }

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeFeedCursor = (cursor: FeedCursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

export function decodeFeedCursor(raw: string): FeedCursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString().split('|');
  if (!EXACT_TIME.test(at ?? '') || !isId(id ?? '')) throw validationError([{ field: 'cursor', key: 'validation.invalid' }]);
  return { at, id };
}
