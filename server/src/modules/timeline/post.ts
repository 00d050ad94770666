import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent, type EventContext } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { isTimelineKind, type TimelineRow } from './kinds.ts';
import { deleteItem, insertItem, itemsOfSubject } from './repo.ts';

async function nameOf(ctx: EventContext, db: Db, startupId: string): Promise<string> {
  const s = schema.startups;
  const [row] = await db
    .select({ name: s.name })
    .from(s)
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, startupId)));
  return row?.name ?? '';
}

export interface NewTimelineItem {
  kind: string;
  startupId: string;
  /** The record it stands for (a milestone). */
  subjectId?: string | null;
  createdBy?: string | null;
  isPublic?: boolean;
  data?: Record<string, unknown> | null;
}

/**
 * Posts an item of a declared kind on a startup's timeline, from a feature's reaction to its own
 * event: the item and its `timeline.itemPosted` event are written in that event's transaction,
 * so open timelines hear of it only if the change commits.
 */
export async function postTimelineItem(ctx: EventContext, db: Db, item: NewTimelineItem): Promise<TimelineRow> {
  if (!isTimelineKind(item.kind)) throw new Error(`timeline kind not declared: ${item.kind}`);
  const row = await insertItem(db, {
    incubatorId: ctx.incubator.id,
    id: newId(),
    startupId: item.startupId,
    kind: item.kind,
    subjectId: item.subjectId ?? null,
    createdBy: item.createdBy ?? null,
    isPublic: item.isPublic ?? true,
    data: item.data ?? null,
  });
  await recordEvent(ctx, db, {
    kind: 'timeline.itemPosted',
    subjectKind: 'timeline',
    subjectId: row.id,
    data: { startupId: row.startupId, startupName: await nameOf(ctx, db, row.startupId), parentId: null, isPublic: row.isPublic, kind: row.kind },
  });
  return row;
}

/** Whether a record already has its post of this kind. */
export async function hasTimelineItem(ctx: EventContext, db: Db, kind: string, subjectId: string): Promise<boolean> {
  return (await itemsOfSubject(db, ctx.incubator.id, subjectId)).some((row) => row.kind === kind);
}

/** Removes the items that stand for a record that is gone, each with its `timeline.itemRemoved` event. */
export async function removeTimelineItemsOf(ctx: EventContext, db: Db, subjectId: string): Promise<void> {
  for (const row of await itemsOfSubject(db, ctx.incubator.id, subjectId)) {
    await deleteItem(db, ctx.incubator.id, row.id);
    await recordEvent(ctx, db, {
      kind: 'timeline.itemRemoved',
      subjectKind: 'timeline',
      subjectId: row.id,
      data: { startupId: row.startupId, startupName: await nameOf(ctx, db, row.startupId), parentId: null, isPublic: row.isPublic, kind: row.kind },
    });
  }
}
