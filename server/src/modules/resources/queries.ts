import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { ARTICLES_PAGE_SIZE, RESOURCES_PER_SECTION_MAX } from '@seedbed/contracts/community';
import { articleListArgsSchema, resourceSearchSchema } from '@seedbed/contracts/resources-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { articleSearchDocument, resourceSearchDocument } from '../../db/schema/resources.ts';
import { matchesQuery, searchQuery, searchRank } from '../search/query.ts';
import { libraryAudience, mayReadArticle, requireLibraryManager, sectionVisibleTo, visibleResources, visibleSections } from './access.ts';
import { resourceLoaders } from './loaders.ts';
import { canSeeResource } from './resource-files.ts';
import { rsArticles, rsItems, rsSections, type ArticleRow, type ResourceRow, type SectionRow } from './repo.ts';

/** The library's sections the viewer sees, in order. */
export async function visibleSectionList(ctx: Context): Promise<SectionRow[]> {
  requireViewer(ctx);
  const audience = await libraryAudience(ctx);
  const rows = await (await ctx.tx.db())
    .select()
    .from(rsSections)
    .where(and(eq(rsSections.incubatorId, ctx.incubator.id), visibleSections(audience)))
    .orderBy(asc(rsSections.position), asc(rsSections.id));
  for (const row of rows) resourceLoaders(ctx).section.prime(row.id, row);
  return rows;
}

/** One section the viewer sees; a malformed id, another tenant's or an unseen section is NOT_FOUND alike. */
export async function visibleSection(ctx: Context, id: string): Promise<SectionRow> {
  requireViewer(ctx);
  const section = isId(id) ? await resourceLoaders(ctx).section.load(id) : null;
  if (!section || !sectionVisibleTo(await libraryAudience(ctx), section)) throw notFound();
  return section;
}

export async function visibleResource(ctx: Context, id: string): Promise<ResourceRow> {
  requireViewer(ctx);
  const resource = isId(id) ? await resourceLoaders(ctx).resource.load(id) : null;
  if (!resource || !(await canSeeResource(ctx, resource))) throw notFound();
  return resource;
}

/** The resources of a section the viewer sees, in order: the first `limit`, or all of them. */
export function sectionResources(ctx: Context, section: SectionRow, limit?: number | null): Promise<ResourceRow[]> {
  const first = limit && limit > 0 ? Math.min(limit, RESOURCES_PER_SECTION_MAX) : 0;
  return resourceLoaders(ctx).resourcesOf(first).load(section.id);
}

/** Resources the viewer sees whose title or description hold every word typed (as prefixes), best first; a text too short finds nothing. */
export async function searchResources(ctx: Context, text: string, limit?: number | null): Promise<ResourceRow[]> {
  requireViewer(ctx);
  const { search } = parseInput(resourceSearchSchema(), { search: text });
  const query = searchQuery(search);
  if (!query) return [];
  const audience = await libraryAudience(ctx);
  const rank = searchRank(query, rsItems.title, rsItems.description);
  const rows = await (await ctx.tx.db())
    .select({ resource: rsItems })
    .from(rsItems)
    .innerJoin(rsSections, and(eq(rsSections.incubatorId, rsItems.incubatorId), eq(rsSections.id, rsItems.sectionId)))
    .where(and(eq(rsItems.incubatorId, ctx.incubator.id), visibleResources(audience), matchesQuery(resourceSearchDocument(rsItems), query)))
    .orderBy(desc(rank), asc(rsItems.id))
    .limit(Math.min(Math.max(limit ?? 50, 1), 100));
  return rows.map((r) => r.resource);
}

export interface ArticlePage {
  results: ArticleRow[];
  next: string | null;
}

/**
 * The managers' list of articles: last changed first, by keyset on (updated_at, id) over
 * articles_status_idx (with a status) or articles_updated_idx; words of the title, summary or text.
 */
export async function articleList(ctx: Context, args: { filter?: unknown; cursor?: string | null; limit?: number | null }): Promise<ArticlePage> {
  await requireLibraryManager(ctx);
  const { filter } = parseInput(articleListArgsSchema(), { filter: args.filter });
  const limit = Math.min(Math.max(args.limit ?? ARTICLES_PAGE_SIZE, 1), 100);
  const after = args.cursor ? decodeCursor(args.cursor, [cursorPart.exactTime, cursorPart.id] as const) : null;
  const query = filter?.search ? searchQuery(filter.search) : null;
  const stamp = exactTime(rsArticles.updatedAt);
  const rows = await (await ctx.tx.db())
    .select({ article: rsArticles, stamp })
    .from(rsArticles)
    .where(
      and(
        eq(rsArticles.incubatorId, ctx.incubator.id),
        filter?.status ? eq(rsArticles.status, filter.status) : undefined,
        query ? matchesQuery(articleSearchDocument(rsArticles), query) : undefined,
        after ? or(lt(rsArticles.updatedAt, sql`${after[0]}::timestamptz`), and(eq(rsArticles.updatedAt, sql`${after[0]}::timestamptz`), lt(rsArticles.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(rsArticles.updatedAt), desc(rsArticles.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  for (const row of page) resourceLoaders(ctx).article.prime(row.article.id, row.article);
  return { results: page.map((r) => r.article), next: rows.length > limit && last ? encodeCursor([last.stamp, last.article.id]) : null };
}

/** An article the viewer may read (drafts: managers only); anything else is NOT_FOUND. */
export async function readableArticle(ctx: Context, id: string): Promise<ArticleRow> {
  requireViewer(ctx);
  const article = isId(id) ? await resourceLoaders(ctx).article.load(id) : null;
  if (!article || !(await mayReadArticle(ctx, article))) throw notFound();
  return article;
}
