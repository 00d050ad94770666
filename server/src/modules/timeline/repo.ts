import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { TimelineRow } from './kinds.ts';

export const t = schema.timelineEvents;
const m = schema.timelineMentions;

/** Where a page of the feed stopped: the sort key (pinned, exact creation time, id) of its last item. */
export interface FeedPosition {
  pinned: boolean;
  createdAt: string;
  id: string;
}

export async function findItem(db: Db, incubatorId: string, id: string): Promise<TimelineRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, incubatorId), eq(t.id, id)));
  return row ?? null;
}

/**
 * One page of a startup's feed, pinned items first, then newest: a range of timeline_feed_idx,
 * of timeline_public_feed_idx for those who read public items only, or of timeline_kind_idx for
 * one kind, so that a deep page costs what the first one does. Replies are never in it.
 */
export async function feedPage(
  db: Db,
  incubatorId: string,
  startupId: string,
  options: { publicOnly: boolean; kind: string | null; after: FeedPosition | null; limit: number },
): Promise<Array<{ row: TimelineRow; position: string }>> {
  const filters: SQL[] = [eq(t.incubatorId, incubatorId), eq(t.startupId, startupId), isNull(t.parentId)];
  // A bare boolean (not `= true`) is what the partial index's predicate names.
  if (options.publicOnly) filters.push(sql`${t.isPublic}`);
  if (options.kind) filters.push(eq(t.kind, options.kind));
  const after = options.after;
  if (after) filters.push(sql`(${t.isPinned}, ${t.createdAt}, ${t.id}) < (${after.pinned}::boolean, ${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return db
    .select({ row: t, position: exactTime(t.createdAt) })
    .from(t)
    .where(and(...filters))
    .orderBy(desc(t.isPinned), desc(t.createdAt), desc(t.id))
    .limit(options.limit);
}

/** The replies under each of these items, oldest first (timeline_replies_idx). */
export async function repliesOf(db: Db, incubatorId: string, parentIds: readonly string[]): Promise<TimelineRow[]> {
  if (!parentIds.length) return [];
  return db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, incubatorId), inArray(t.parentId, [...parentIds])))
    .orderBy(asc(t.createdAt), asc(t.id));
}

export async function insertItem(db: Db, values: typeof t.$inferInsert): Promise<TimelineRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row;
}

export async function updateItem(db: Db, incubatorId: string, id: string, changes: Partial<typeof t.$inferInsert>): Promise<TimelineRow> {
  const [row] = await db
    .update(t)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(t.incubatorId, incubatorId), eq(t.id, id)))
    .returning();
  return row;
}

/** A thread's replies read what their thread reads. */
export async function setRepliesVisibility(db: Db, incubatorId: string, parentId: string, isPublic: boolean): Promise<void> {
  await db
    .update(t)
    .set({ isPublic })
    .where(and(eq(t.incubatorId, incubatorId), eq(t.parentId, parentId)));
}

/** Deletes an item; its replies, mentions and the rows citing it go with it (foreign keys cascade). */
export async function deleteItem(db: Db, incubatorId: string, id: string): Promise<void> {
  await db.delete(t).where(and(eq(t.incubatorId, incubatorId), eq(t.id, id)));
}

/** The items that stand for a record (a milestone's posts). */
export async function itemsOfSubject(db: Db, incubatorId: string, subjectId: string): Promise<TimelineRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, incubatorId), eq(t.subjectId, subjectId)));
}

export async function mentionsOf(db: Db, incubatorId: string, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: m.userId })
    .from(m)
    .where(and(eq(m.incubatorId, incubatorId), eq(m.eventId, eventId)));
  return rows.map((r) => r.userId);
}

export async function addMentions(db: Db, incubatorId: string, eventId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insert(m)
    .values(userIds.map((userId) => ({ incubatorId, eventId, userId })))
    .onConflictDoNothing();
}
