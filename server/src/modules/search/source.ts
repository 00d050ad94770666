import type { FeatureFlag } from '@seedbed/contracts/flags';
import type { SearchKind } from '@seedbed/contracts/search';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';

/** One record found by the search, as the top bar's search lists it. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  /** A second line: a person's role and startup, an event's date, a post's excerpt. */
  subtitle: string | null;
  /** The page of the app that opens the record ('/profile/…', '/startup/…/file/activities'). */
  url: string;
  /** A picture beside it: a person's avatar, a startup's logo. */
  image?: string | null;
  /** PostgreSQL's ts_rank of the record for the query; hits of every kind are merged by it. */
  rank: number;
}

/**
 * What a feature gives the search: how to find its records among those the viewer may see, for a
 * query already turned into a tsquery (`query.tsquery`, a prefix match of every word, built with
 * the 'simple' configuration so that every interface language is matched alike). A source never
 * returns a record the viewer could not open.
 */
export interface SearchSource {
  kind: SearchKind;
  /** The plan's feature the records belong to; without it the source is skipped. */
  flag?: FeatureFlag;
  search(ctx: Context, db: Db, query: SearchQuery, limit: number): Promise<SearchHit[]>;
}

export interface SearchQuery {
  /** What the person typed, trimmed. */
  text: string;
  /** A tsquery text for to_tsquery('simple', …): every word as a prefix, joined by &. */
  tsquery: string;
}
