import { createValueStore } from '../../app/store';
import { openDocsSearch } from '../../shell/docsSearch';

/** What the documentation search starts with when it opens (the global search's query, say). */
export const docsSearchSeed = createValueStore('');

/** Opens the documentation search, optionally already searching for `query`. */
export function searchDocumentation(query = ''): void {
  docsSearchSeed.set(query.trim());
  openDocsSearch();
}
