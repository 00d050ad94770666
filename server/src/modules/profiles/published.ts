import { and, eq, isNotNull } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { fm } from '../forms/repo.ts';
import { PROFILE_KIND, type Entity } from './repo.ts';

/** Whether the entity has custom fields to show: its profile form was published. One query per request. */
export function hasPublishedFields(ctx: Context, entity: Entity): Promise<boolean> {
  return memo(ctx, `profiles:published:${entity}`, async () => {
    const [row] = await (await ctx.tx.db())
      .select({ id: fm.id })
      .from(fm)
      .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.kind, PROFILE_KIND[entity]), eq(fm.profile, true), isNotNull(fm.versionId)));
    return !!row;
  });
}
