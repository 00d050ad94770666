import type { SearchKind } from '@seedbed/contracts/search';
import type { SearchSource } from './source.ts';

const sources = new Map<SearchKind, SearchSource>();

/**
 * Adds the record sources a module declares (`searchSources` of its module.ts), once per process at
 * assembly. One source per kind: a second would list the same records twice.
 */
export function declareSearchSources(moduleName: string, list: readonly SearchSource[]): void {
  for (const source of list) {
    const known = sources.get(source.kind);
    if (known && known !== source) throw new Error(`Module ${moduleName} declares a second search source for ${source.kind}`);
    sources.set(source.kind, source);
  }
}

/** The declared sources, in the order the modules were listed. */
export const declaredSearchSources = (): SearchSource[] => [...sources.values()];
