import { and, desc, eq, isNotNull, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../db/schema/index.ts';
import type { SearchHit, SearchSource } from '../search/source.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { postText } from './post-content.ts';
import { postUrl, posts, replyPageUrl } from './types.ts';
import { feedAudience, mayUseFeed, readablePosts } from './visibility.ts';

const TITLE_LENGTH = 120;

/**
 * The words of a post's text, with the 'simple' configuration (no stemming: every interface
 * language alike), as community_posts_search_idx indexes them: the same expression, or the index
 * is not read.
 */
const searchVector = (content: SQLWrapper) => sql`to_tsvector('simple', regexp_replace(${content}, '<[^>]*>', ' ', 'g'))`;

const cut = (text: string) => (text.length <= TITLE_LENGTH ? text : `${text.slice(0, TITLE_LENGTH - 1).trimEnd()}…`);

/**
 * Posts and replies whose text matches, among those the viewer may read (a reply: its thread's
 * post), best ranked first. A reply opens its thread scrolled to it.
 */
export const postSearchSource: SearchSource = {
  kind: 'POST',
  flag: 'newsFeed',
  async search(ctx, db, query, limit) {
    if (!(await mayUseFeed(ctx))) return [];
    const audience = await feedAudience(ctx);
    const p = alias(posts, 'p');
    const root = alias(posts, 'root');
    const vector = searchVector(p.content);
    const tsquery = sql`to_tsquery('simple', ${query.tsquery})`;
    const rank = sql<number>`ts_rank(${vector}, ${tsquery})`;
    const rows = await db
      .select({ id: p.id, rootId: p.rootId, content: p.content, data: p.data, authorId: p.authorId, rank })
      .from(p)
      .leftJoin(root, and(eq(root.incubatorId, p.incubatorId), eq(root.id, p.rootId)))
      .where(
        and(
          eq(p.incubatorId, ctx.incubator.id),
          sql`${vector} @@ ${tsquery}`,
          or(and(isNull(p.rootId), readablePosts(audience, p)), and(isNotNull(p.rootId), isNotNull(root.id), readablePosts(audience, root))),
        ),
      )
      .orderBy(desc(rank), desc(p.createdAt), desc(p.id))
      .limit(limit);
    const authors = await userLoaders(ctx).user.loadMany(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])));
    const byId = new Map(authors.filter((u): u is UserRow => Boolean(u) && !(u instanceof Error)).map((u) => [u.id, u]));
    return rows.map((row): SearchHit => {
      const author = row.authorId ? byId.get(row.authorId) : undefined;
      const title = typeof row.data?.title === 'string' ? row.data.title : '';
      const feed = typeof row.data?.feedTitle === 'string' ? row.data.feedTitle : null;
      return {
        kind: 'POST',
        id: row.id,
        title: cut(postText(row.content) || title),
        subtitle: author ? displayName(author, ctx) : feed,
        image: author?.avatar ?? null,
        url: row.rootId ? replyPageUrl(row.rootId, row.id) : postUrl(row.id),
        rank: Number(row.rank),
      };
    });
  },
};
