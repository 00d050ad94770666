/** The kinds of record the top bar's search finds with the plan's broadSearch (spec: "Search that finds records"). */
export const SEARCH_KINDS = ['PERSON', 'STARTUP', 'PROGRAM', 'EVENT', 'POST', 'RESOURCE', 'APPLICATION'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits shown per kind, and in all. */
export const SEARCH_HITS_PER_KIND = 5;
export const SEARCH_HITS_MAX = 20;
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 200;
/** Words of a search beyond this many are left out: each one is another condition of every source's query. */
export const SEARCH_WORDS_MAX = 8;

/**
 * The words of a search text: runs of letters of any script (with their combining marks) and
 * digits; anything else (punctuation, symbols, a search syntax's operators) only separates words.
 * Composed (NFC) as stored text is, so a word typed with decomposed accents finds the same records.
 */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/** Whether a text is long enough to be searched for records (shorter ones find nothing). */
export const isSearchableText = (text: string): boolean => [...text.trim()].length >= SEARCH_TEXT_MIN && searchWords(text).length > 0;
