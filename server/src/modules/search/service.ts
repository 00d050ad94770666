import type { FeatureFlag } from '@seedbed/contracts/flags';
import { SEARCH_HITS_MAX, SEARCH_HITS_PER_KIND, SEARCH_KINDS, type SearchKind } from '@seedbed/contracts/search';
import { searchRecordsArgsSchema } from '@seedbed/contracts/community-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { parseInput } from '../../core/validation.ts';
import { requireFlag } from '../access/guard.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { searchQuery } from './query.ts';
import { declaredSearchSources } from './registry.ts';
import type { SearchHit, SearchSource } from './source.ts';

const kindOrder = (hit: SearchHit) => SEARCH_KINDS.indexOf(hit.kind);

/** The sources to ask: those of the kinds asked for (all when none are named), of features the plan has. */
export function sourcesFor(sources: readonly SearchSource[], kinds: readonly SearchKind[] | null | undefined, flags: Partial<Record<FeatureFlag, boolean>>): SearchSource[] {
  const wanted = kinds?.length ? new Set(kinds) : null;
  return sources.filter((source) => (!wanted || wanted.has(source.kind)) && (!source.flag || flags[source.flag]));
}

/**
 * The records the viewer may see that match a text (plan flag broadSearch): each source of a kind
 * asked for, and of a feature the plan has, finds at most SEARCH_HITS_PER_KIND with its own
 * visibility rules; the hits are merged by rank (then by kind and title, so that equal ranks keep
 * one order) and cut to the limit. A text too short to search finds nothing.
 */
export async function searchRecords(ctx: Context, args: unknown): Promise<SearchHit[]> {
  requireViewer(ctx);
  requireFlag(ctx, 'broadSearch');
  const input = parseInput(searchRecordsArgsSchema(), args);
  const query = searchQuery(input.text);
  if (!query) return [];
  const limit = input.limit ?? SEARCH_HITS_MAX;
  const perKind = Math.min(SEARCH_HITS_PER_KIND, limit);
  const sources = sourcesFor(declaredSearchSources(), input.kinds, incubatorFlags(ctx.incubator));
  const db = await ctx.tx.db();
  const hits: SearchHit[] = [];
  // One after the other: they share the request's transaction, hence its one connection.
  for (const source of sources) hits.push(...(await source.search(ctx, db, query, perKind)).slice(0, perKind));
  return hits.sort((a, b) => b.rank - a.rank || kindOrder(a) - kindOrder(b) || a.title.localeCompare(b.title, ctx.language)).slice(0, limit);
}
