import DataLoader from 'dataloader';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { tagApplicationInputSchema } from '@seedbed/contracts/applications-input';
import type { TagCategory } from '@seedbed/contracts/taxonomy';
import { declareEvent, type PayloadsOf } from '../activity/declare.ts';
import { defineChange } from '../../core/change.ts';
import { memo, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { forbidden, notFoundField } from '../../core/errors.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { visibleApplication } from './access.ts';
import { applicationAbilities } from './overview.ts';
import { apTag, type ApplicationRow } from './repo.ts';

export const APPLICATION_TAG = 'Application' satisfies TagCategory;

const tags = schema.tags;
type TagRow = typeof tags.$inferSelect;

/** An application's tags changed; the feed names the application as it was then. */
export const applicationTagEvents = {
  'application.tagsChanged': declareEvent<{ applicationId: string; applicationName: string; tagIds: string[] }>({
    params: (e) => ({ application: typeof e.data.applicationName === 'string' ? e.data.applicationName : '' }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof applicationTagEvents> {}
}

/** The tags of a page's applications, by name: one query whatever the page shows. */
export function applicationTagLoaders(ctx: Context) {
  return memo(ctx, 'applications:tagLoaders', () => ({
    tags: new DataLoader<string, TagRow[]>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select({ applicationId: apTag.applicationId, tag: tags })
        .from(apTag)
        .innerJoin(tags, and(eq(tags.incubatorId, apTag.incubatorId), eq(tags.id, apTag.tagId)))
        .where(and(eq(apTag.incubatorId, ctx.incubator.id), inArray(apTag.applicationId, [...ids])))
        .orderBy(asc(tags.name), asc(tags.id));
      return ids.map((id) => rows.filter((r) => r.applicationId === id).map((r) => r.tag));
    }),
  }));
}

/** An application's tags for those who may see tags on applications (TAGS:APPLICATION:VIEW); nobody else learns of them. */
export async function tagsOfApplication(ctx: Context, application: ApplicationRow): Promise<TagRow[]> {
  if (!(await isAuthorized(ctx, 'TAGS:APPLICATION:VIEW'))) return [];
  return applicationTagLoaders(ctx).tags.load(application.id);
}

/** Tags of category Application among `tagIds`; NOT_FOUND on the first that is not one (another tenant's, another category's). */
export async function checkApplicationTags(ctx: Context, db: Db, tagIds: readonly string[], field: string): Promise<void> {
  if (!tagIds.length) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.category, APPLICATION_TAG), inArray(tags.id, [...tagIds])));
  const known = new Set(found.map((r) => r.id));
  const missing = tagIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw notFoundField(`${field}.${missing}`);
}

/** Adds `tagIds` to an application's tags (`replace`: makes them exactly its tags); answers whether anything changed. */
export async function writeApplicationTags(ctx: Context, db: Db, applicationId: string, tagIds: readonly string[], replace: boolean): Promise<boolean> {
  const tenant = ctx.incubator.id;
  let changed = false;
  if (replace) {
    const removed = await db
      .delete(apTag)
      .where(and(eq(apTag.incubatorId, tenant), eq(apTag.applicationId, applicationId), tagIds.length ? notInArray(apTag.tagId, [...tagIds]) : undefined))
      .returning();
    changed = removed.length > 0;
  }
  if (tagIds.length) {
    const added = await db
      .insert(apTag)
      .values(tagIds.map((tagId) => ({ incubatorId: tenant, applicationId, tagId })))
      .onConflictDoNothing()
      .returning();
    changed ||= added.length > 0;
  }
  return changed;
}

/** Whoever runs the application's flow and sees tags on applications may tag it: the overview's `viewerCan.tag`. */
export async function authorizeTagging(ctx: Context, application: ApplicationRow): Promise<void> {
  if (!(await applicationAbilities(ctx, application)).tag) throw forbidden();
}

/** Sets an application's tags (category Application) to exactly `tagIds`. */
export const tagApplication = defineChange({
  input: () => tagApplicationInputSchema,
  async authorize(ctx, { applicationId, tagIds }) {
    const { application } = await visibleApplication(ctx, applicationId);
    await authorizeTagging(ctx, application);
    await checkApplicationTags(ctx, await ctx.tx.db(), tagIds, 'tagIds');
    return application;
  },
  async write(ctx, db, { tagIds }, application) {
    const changed = await writeApplicationTags(ctx, db, application.id, tagIds, true);
    return {
      result: application,
      events: changed
        ? [
            {
              kind: 'application.tagsChanged' as const,
              subjectKind: 'application',
              subjectId: application.id,
              data: { applicationId: application.id, applicationName: application.name, tagIds },
            },
          ]
        : [],
    };
  },
});
