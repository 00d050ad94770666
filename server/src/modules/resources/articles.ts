import { and, asc, eq, inArray } from 'drizzle-orm';
import { articleChangesSchema, createArticleSchema } from '@seedbed/contracts/resources-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { plainText } from '../../core/rich-text.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { insertFeedPost, removeFeedPosts, updateFeedPost } from '../community/posts.ts';
import { requireLibraryManager } from './access.ts';
import { coverProblems, removeArticleFiles, sanitiseArticle } from './article-files.ts';
import { changedFields, lockLibrary } from './checks.ts';
import { resourceEvent } from './items.ts';
import { resourceLoaders } from './loaders.ts';
import { findArticle, rsArticles, rsItems, type ArticleRow } from './repo.ts';

/**
 * Articles (spec 3 §2): rich text written by the library's managers, DRAFT until published. The
 * first publication announces the article in the news feed (when the plan has it); taking it back
 * to a draft removes that announcement, and publishing again does not repeat it: people were told
 * once. Deleting an article deletes the resources that hold it and its files.
 */

const articleEvent = (article: Pick<ArticleRow, 'id' | 'title'>) => ({ subjectKind: 'article', subjectId: article.id, data: { articleId: article.id, title: article.title } });

/** An article a manager changes; another tenant's or a malformed id is NOT_FOUND. */
async function managedArticle(ctx: Context, id: string): Promise<ArticleRow> {
  await requireLibraryManager(ctx);
  const article = isId(id) ? await findArticle(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!article) throw notFound();
  return article;
}

/** The article row, locked until the change commits: publication is decided under it. */
async function lockArticle(ctx: Pick<Context, 'incubator'>, db: Db, id: string): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(rsArticles)
    .where(and(eq(rsArticles.incubatorId, ctx.incubator.id), eq(rsArticles.id, id)))
    .for('update');
  return row;
}

async function setArticle(ctx: Context, db: Db, id: string, values: Partial<ArticleRow>): Promise<ArticleRow> {
  const [row] = await db
    .update(rsArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rsArticles.incubatorId, ctx.incubator.id), eq(rsArticles.id, id)))
    .returning();
  resourceLoaders(ctx).article.clear(id).prime(id, row);
  return row;
}

/** createArticle: a draft by the viewer. */
export const createArticle = defineChange({
  input: () => createArticleSchema(),
  authorize: (ctx) => requireLibraryManager(ctx),
  async write(ctx, db, input) {
    const [article] = await db
      .insert(rsArticles)
      .values({ incubatorId: ctx.incubator.id, id: newId(), title: input.title, authorId: requireViewer(ctx).user.id })
      .returning();
    resourceLoaders(ctx).article.prime(article.id, article);
    return { result: article, events: [{ kind: 'resources.articleCreated', ...articleEvent(article) }] };
  },
});

const announcementOf = (article: ArticleRow) => ({ title: article.title, summary: article.summary, cover: article.cover });

/** The article's announcement in the news feed shows its title, summary and cover as they are now. */
async function refreshAnnouncement(ctx: Context, db: Db, article: ArticleRow): Promise<void> {
  const p = schema.communityPosts;
  const placed = await db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.kind, 'ARTICLE'), eq(p.subjectId, article.id)));
  for (const post of placed) await updateFeedPost(ctx, db, post, { content: post.content, visibility: 'EVERYONE', data: announcementOf(article) });
}

/** A text with neither words nor pictures (an emptied editor's '<p></p>') is no text. */
const withoutEmpty = (html: string) => (plainText(html) || html.includes('<img') ? html : '');

/** updateArticle: the fields sent; the text is sanitised, the cover and pictures must be the article's own files. */
export const updateArticle = defineChange({
  input: () => articleChangesSchema(),
  authorize: (ctx, _input, articleId: string) => managedArticle(ctx, articleId),
  async write(ctx, db, input, article) {
    const problems = await coverProblems(ctx, db, article.id, input.cover);
    if (problems.length) throw validationError(problems);
    const content = input.content === undefined ? undefined : withoutEmpty(await sanitiseArticle(ctx, db, article.id, input.content));
    const row = await setArticle(ctx, db, article.id, { ...input, content });
    if (input.title !== undefined || input.summary !== undefined || input.cover !== undefined) await refreshAnnouncement(ctx, db, row);
    const event = articleEvent(row);
    return { result: row, events: [{ kind: 'resources.articleUpdated', ...event, data: { ...event.data, fields: changedFields(input) } }] };
  },
});

/** publishArticle: readable in the library; the first publication is announced in the news feed. */
export const publishArticle = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, articleId: string) => managedArticle(ctx, articleId),
  async write(ctx, db, _input, { id }) {
    const article = await lockArticle(ctx, db, id);
    if (article.status === 'PUBLISHED') return { result: article, events: [] };
    const first = article.publishedAt === null;
    const row = await setArticle(ctx, db, id, { status: 'PUBLISHED', publishedAt: article.publishedAt ?? new Date() });
    const announced = first && Boolean(incubatorFlags(ctx.incubator).newsFeed);
    if (announced) {
      await insertFeedPost(ctx, db, {
        kind: 'ARTICLE',
        authorId: requireViewer(ctx).user.id,
        content: '',
        visibility: 'EVERYONE',
        programIds: [],
        roleTypes: [],
        subjectId: row.id,
        data: announcementOf(row),
      });
    }
    const event = articleEvent(row);
    return { result: row, events: [{ kind: 'resources.articlePublished', ...event, data: { ...event.data, announced } }] };
  },
});

/** unpublishArticle: back to a draft, out of readers' sight, its announcement gone from the feed. */
export const unpublishArticle = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, articleId: string) => managedArticle(ctx, articleId),
  async write(ctx, db, _input, { id }) {
    const article = await lockArticle(ctx, db, id);
    if (article.status === 'DRAFT') return { result: article, events: [] };
    const row = await setArticle(ctx, db, id, { status: 'DRAFT' });
    await removeFeedPosts(ctx, db, 'ARTICLE', id);
    return { result: row, events: [{ kind: 'resources.articleUnpublished', ...articleEvent(row) }] };
  },
});

/** deleteArticle: the article, the resources holding it (their sections close up), its files and its announcement. */
export const deleteArticle = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, articleId: string) => managedArticle(ctx, articleId),
  async write(ctx, db, _input, article) {
    const tenant = ctx.incubator.id;
    await lockLibrary(ctx, db);
    const holders = await db
      .select()
      .from(rsItems)
      .where(and(eq(rsItems.incubatorId, tenant), eq(rsItems.articleId, article.id)));
    await removeFeedPosts(ctx, db, 'ARTICLE', article.id);
    await removeArticleFiles(ctx, db, article.id);
    // Its resources go with it (the foreign key cascades).
    await db.delete(rsArticles).where(and(eq(rsArticles.incubatorId, tenant), eq(rsArticles.id, article.id)));
    await closeUp(ctx, db, [...new Set(holders.map((r) => r.sectionId))]);
    return {
      result: true,
      events: [
        ...holders.map((resource) => ({ kind: 'resources.deleted' as const, ...resourceEvent(resource) })),
        { kind: 'resources.articleDeleted' as const, ...articleEvent(article) },
      ],
    };
  },
});

/** Renumbers the resources of these sections 0..n-1 after some left them. */
async function closeUp(ctx: Context, db: Db, sectionIds: readonly string[]): Promise<void> {
  if (!sectionIds.length) return;
  const rows = await db
    .select({ id: rsItems.id, sectionId: rsItems.sectionId, position: rsItems.position })
    .from(rsItems)
    .where(and(eq(rsItems.incubatorId, ctx.incubator.id), inArray(rsItems.sectionId, [...sectionIds])))
    .orderBy(asc(rsItems.position), asc(rsItems.createdAt), asc(rsItems.id));
  for (const sectionId of sectionIds) {
    for (const [position, row] of rows.filter((r) => r.sectionId === sectionId).entries()) {
      if (row.position === position) continue;
      await db
        .update(rsItems)
        .set({ position })
        .where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.id, row.id)));
    }
  }
}
