import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { apActivity, type ApplicationActivityRow } from './repo.ts';

export type ActivityKind = 'comment' | 'submitted' | 'status' | 'decision' | 'evaluation' | 'mail' | 'meeting';

/**
 * Adds an item to an application's activities (its timeline). Everything that happens to an
 * application is recorded through here; `message` must already be sanitised (core/rich-text).
 */
export async function recordActivity(
  ctx: Context,
  db: Db,
  applicationId: string,
  kind: ActivityKind,
  { message = null, isPrivate = false, data = null }: { message?: string | null; isPrivate?: boolean; data?: Record<string, unknown> | null } = {},
): Promise<ApplicationActivityRow> {
  const [row] = await db
    .insert(apActivity)
    .values({ incubatorId: ctx.incubator.id, id: newId(), applicationId, kind, message, isPrivate, data, createdBy: ctx.viewer?.user.id ?? null })
    .returning();
  return row;
}
