import { sql, type SQL } from 'drizzle-orm';
import { isId } from '../ids.ts';

/**
 * Ids as one uuid[] parameter (drizzle would spread an array into a row of parameters, one per id).
 * Anything that is not an id is left out, so the literal can never be malformed.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.filter(isId).join(',')}}`}::uuid[]`;
