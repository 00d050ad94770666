/** The kinds of record the top bar's search finds with the plan's broadSearch (spec: "Search that finds records"). */
export const SEARCH_KINDS = ['PERSON', 'STARTUP', 'PROGRAM', 'EVENT', 'POST', 'RESOURCE', 'APPLICATION'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits shown per kind, and in all. */
export const SEARCH_HITS_PER_KIND = 5;
export const SEARCH_HITS_MAX = 20;
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 200;
