import { and, desc, eq, sql } from 'drizzle-orm';
import { exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { UserRow } from '../../db/schema/index.ts';

const a = schema.attachments;
export type AttachmentRow = typeof a.$inferSelect;
export type NewAttachment = typeof a.$inferInsert;

/** A position in a newest-first list; the time keeps PostgreSQL's microseconds (ISO, UTC). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

export async function insertAttachment(db: Db, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(a).values(values).returning();
  return row;
}

export async function findAttachment(db: Db, incubatorId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.id, id)))
    .limit(1);
  return row;
}

export async function listOwnAttachments(db: Db, incubatorId: string, ownerId: string, after: ListPosition | null, limit: number) {
  return db
    .select({ row: a, position: exactTime(a.createdAt) })
    .from(a)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.ownerId, ownerId), after ? sql`(${a.createdAt}, ${a.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
}

export async function listReferenceAttachments(db: Db, incubatorId: string, kind: string, referenceId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.referenceKind, kind), eq(a.referenceId, referenceId)))
    .orderBy(desc(a.createdAt), desc(a.id));
}

export async function updateAttachmentRow(db: Db, incubatorId: string, id: string, changes: Partial<Pick<AttachmentRow, 'name' | 'referenceKind' | 'referenceId'>>) {
  const [row] = await db
    .update(a)
    .set(changes)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.id, id)))
    .returning();
  return row;
}

export async function deleteAttachmentRow(db: Db, incubatorId: string, id: string): Promise<void> {
  await db.delete(a).where(and(eq(a.incubatorId, incubatorId), eq(a.id, id)));
}

export async function setUserImage(db: Db, incubatorId: string, userId: string, field: 'avatar' | 'cover', url: string): Promise<UserRow> {
  const u = schema.users;
  const [user] = await db
    .update(u)
    .set({ [field]: url, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, incubatorId), eq(u.id, userId)))
    .returning();
  return user;
}
