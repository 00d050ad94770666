import { escapeHtml } from './markdown.ts';

/** Enough words for any real question; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Turns what a person typed into a PostgreSQL text query where every word is a prefix
 * (`reset pass` → `reset:* & pass:*`), so results appear while the last word is still being
 * typed. Only letters, digits and combining marks survive: quotes, operators, parentheses and
 * backslashes are separators, so nothing typed can change the query's meaning. Null when
 * nothing searchable is left.
 */
export function prefixQuery(input: string): string | null {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  return unique.length ? unique.map((w) => `${w}:*`).join(' & ') : null;
}

// ts_headline marks the matches with two control characters that never occur in the
// documentation's text; they become <mark> only after the rest has been escaped.
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** The excerpt as HTML: escaped text where only <mark> and </mark> are tags. */
export function excerptHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(MATCH_START, '<mark>').replaceAll(MATCH_END, '</mark>');
}
