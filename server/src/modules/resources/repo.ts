import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';

export const rsSections = schema.resourceSections;
export const rsItems = schema.resources;
export const rsArticles = schema.articles;

export type SectionRow = typeof rsSections.$inferSelect;
export type ResourceRow = typeof rsItems.$inferSelect;
export type ArticleRow = typeof rsArticles.$inferSelect;

/** The attachment reference kinds: a FILE resource's file, and an article's cover and pictures. */
export const RESOURCE_REFERENCE = 'resource';
export const ARTICLE_REFERENCE = 'article';

export async function findSection(db: Db, tenant: string, id: string): Promise<SectionRow | null> {
  const [row] = await db
    .select()
    .from(rsSections)
    .where(and(eq(rsSections.incubatorId, tenant), eq(rsSections.id, id)));
  return row ?? null;
}

export async function findResource(db: Db, tenant: string, id: string): Promise<ResourceRow | null> {
  const [row] = await db
    .select()
    .from(rsItems)
    .where(and(eq(rsItems.incubatorId, tenant), eq(rsItems.id, id)));
  return row ?? null;
}

export async function findArticle(db: Db, tenant: string, id: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(rsArticles)
    .where(and(eq(rsArticles.incubatorId, tenant), eq(rsArticles.id, id)));
  return row ?? null;
}
