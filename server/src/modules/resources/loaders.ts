import DataLoader from 'dataloader';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { libraryAudience, visibleResources } from './access.ts';
import { rsArticles, rsItems, rsSections, type ArticleRow, type ResourceRow, type SectionRow } from './repo.ts';

const byId = <T extends { id: string }>(ids: readonly string[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id) ?? null);

const sectionJoin = and(eq(rsSections.incubatorId, rsItems.incubatorId), eq(rsSections.id, rsItems.sectionId));

/** Per-request loaders of the library: records by id, and each section's resources as the viewer sees them. */
export function resourceLoaders(ctx: Context) {
  return memo(ctx, 'resourceLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    const byIdLoader = <T extends { id: string }>(table: typeof rsSections | typeof rsItems | typeof rsArticles | typeof schema.attachments) =>
      new DataLoader<string, T | null>(async (ids) =>
        byId(
          ids,
          (await (
            await db()
          )
            .select()
            .from(table)
            .where(and(eq(table.incubatorId, tenant), inArray(table.id, [...ids])))) as T[],
        ),
      );
    /** A section's visible resources in order, the first `limit` of them (0: all), batched per limit. */
    const listsByLimit = new Map<number, DataLoader<string, ResourceRow[]>>();
    const resourcesOf = (limit: number) => {
      let loader = listsByLimit.get(limit);
      if (!loader) {
        loader = new DataLoader<string, ResourceRow[]>(async (sectionIds) => {
          const audience = await libraryAudience(ctx);
          const ranked = (await db())
            .select({ id: rsItems.id, place: sql<number>`row_number() over (partition by ${rsItems.sectionId} order by ${rsItems.position}, ${rsItems.id})`.as('place') })
            .from(rsItems)
            .innerJoin(rsSections, sectionJoin)
            .where(and(eq(rsItems.incubatorId, tenant), inArray(rsItems.sectionId, [...sectionIds]), visibleResources(audience)))
            .as('ranked');
          const rows = await (await db())
            .select({ resource: rsItems })
            .from(rsItems)
            .innerJoin(ranked, eq(ranked.id, rsItems.id))
            .where(and(eq(rsItems.incubatorId, tenant), limit > 0 ? sql`${ranked.place} <= ${limit}` : undefined))
            .orderBy(asc(rsItems.position), asc(rsItems.id));
          return sectionIds.map((id) => rows.filter((r) => r.resource.sectionId === id).map((r) => r.resource));
        });
        listsByLimit.set(limit, loader);
      }
      return loader;
    };
    return {
      section: byIdLoader<SectionRow>(rsSections),
      resource: byIdLoader<ResourceRow>(rsItems),
      article: byIdLoader<ArticleRow>(rsArticles),
      attachment: byIdLoader<AttachmentRow>(schema.attachments),
      resourcesOf,
      /** How many resources of each section the viewer sees. */
      resourceCount: new DataLoader<string, number>(async (sectionIds) => {
        const audience = await libraryAudience(ctx);
        const rows = await (await db())
          .select({ sectionId: rsItems.sectionId, n: count() })
          .from(rsItems)
          .innerJoin(rsSections, sectionJoin)
          .where(and(eq(rsItems.incubatorId, tenant), inArray(rsItems.sectionId, [...sectionIds]), visibleResources(audience)))
          .groupBy(rsItems.sectionId);
        return sectionIds.map((id) => rows.find((r) => r.sectionId === id)?.n ?? 0);
      }),
    };
  });
}
