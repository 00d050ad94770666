import { and, asc, desc, eq } from 'drizzle-orm';
import { articleSearchDocument, resourceSearchDocument } from '../../db/schema/resources.ts';
import { excerpt, matchesQuery, searchRank } from '../search/query.ts';
import type { SearchHit, SearchSource } from '../search/source.ts';
import { libraryAudience, readableArticles, visibleResources } from './access.ts';
import { rsArticles, rsItems, rsSections } from './repo.ts';

export const articlePath = (articleId: string) => `/resources/internal/${articleId}`;
export const sectionPath = (sectionId: string) => `/resources/section/${sectionId}`;

/**
 * The library in the top bar's record search: resources the viewer sees, by their title and
 * description, and published articles they may read, by their title, summary and text. A link or
 * a file opens its section's page (which opens it in turn), an article its reading page; an
 * article found both as itself and through a resource holding it is listed once.
 */
export const resourceSearchSource: SearchSource = {
  kind: 'RESOURCE',
  async search(ctx, db, query, limit) {
    const audience = await libraryAudience(ctx);
    const tenant = ctx.incubator.id;
    const resourceRank = searchRank(query, rsItems.title, rsItems.description);
    const resources = await db
      .select({
        id: rsItems.id,
        kind: rsItems.kind,
        title: rsItems.title,
        articleId: rsItems.articleId,
        sectionId: rsItems.sectionId,
        section: rsSections.title,
        rank: resourceRank,
      })
      .from(rsItems)
      .innerJoin(rsSections, and(eq(rsSections.incubatorId, rsItems.incubatorId), eq(rsSections.id, rsItems.sectionId)))
      .where(and(eq(rsItems.incubatorId, tenant), visibleResources(audience), matchesQuery(resourceSearchDocument(rsItems), query)))
      .orderBy(desc(resourceRank), asc(rsItems.id))
      .limit(limit);
    const articleRank = searchRank(query, rsArticles.title, rsArticles.summary);
    const articles = await db
      .select({ id: rsArticles.id, title: rsArticles.title, summary: rsArticles.summary, rank: articleRank })
      .from(rsArticles)
      .where(and(eq(rsArticles.incubatorId, tenant), eq(rsArticles.status, 'PUBLISHED'), readableArticles(audience), matchesQuery(articleSearchDocument(rsArticles), query)))
      .orderBy(desc(articleRank), asc(rsArticles.id))
      .limit(limit);
    const hits: SearchHit[] = [
      ...articles.map((a) => ({ kind: 'RESOURCE' as const, id: a.id, title: a.title, subtitle: excerpt(a.summary), url: articlePath(a.id), rank: a.rank })),
      ...resources.map((r) => ({
        kind: 'RESOURCE' as const,
        id: r.id,
        title: r.title,
        subtitle: r.section,
        url: r.kind === 'INTERNAL' && r.articleId ? articlePath(r.articleId) : sectionPath(r.sectionId),
        rank: r.rank,
      })),
    ];
    // An article's hits share its reading page; links and files are each their own.
    const keyOf = (hit: SearchHit) => (hit.url.startsWith(articlePath('')) ? hit.url : hit.id);
    const best = new Map<string, SearchHit>();
    for (const hit of hits) if ((best.get(keyOf(hit))?.rank ?? -1) < hit.rank) best.set(keyOf(hit), hit);
    return [...best.values()].sort((x, y) => y.rank - x.rank).slice(0, limit);
  },
};
