import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_TEXT_MIN, searchWords } from '@seedbed/contracts/search';
import type { SearchQuery } from './source.ts';

/** A word as a quoted tsquery lexeme: quotes doubled, backslashes escaped (a word holds neither, but the query text must never depend on that). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The query for a text typed in the search box, or null when it is too short to search: every word
 * as a prefix (`word:*`), all of them required. Only letters and digits make words, so nothing the
 * person types reaches to_tsquery as an operator.
 */
export function searchQuery(raw: string): SearchQuery | null {
  const text = raw.trim();
  if ([...text].length < SEARCH_TEXT_MIN) return null;
  const words = searchWords(text);
  if (!words.length) return null;
  return { text, tsquery: words.map((word) => `${lexeme(word)}:*`).join(' & ') };
}

const tsquery = (query: SearchQuery) => sql`to_tsquery('simple', ${query.tsquery})`;

/** A record's search document (one of the indexed expressions of db/schema) matches the query. */
export const matchesQuery = (document: SQL, query: SearchQuery): SQL => sql`${document} @@ ${tsquery(query)}`;

/**
 * How well a record matches, by PostgreSQL's ts_rank: words of its title weigh more than those of
 * the rest, so a record named by the words comes before one that only mentions them.
 */
export function searchRank(query: SearchQuery, title: SQLWrapper, rest?: SQLWrapper): SQL<number> {
  const titled = sql`setweight(to_tsvector('simple', ${title}), 'A')`;
  const document = rest ? sql`${titled} || setweight(to_tsvector('simple', coalesce(${rest}, '')), 'D')` : titled;
  return sql<number>`ts_rank(${document}, ${tsquery(query)})`.mapWith(Number);
}

/** The beginning of a longer text, for a hit's second line. */
export function excerpt(text: string | null | undefined, max = 100): string | null {
  const plain = text?.replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  const chars = [...plain];
  return chars.length <= max
    ? plain
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
