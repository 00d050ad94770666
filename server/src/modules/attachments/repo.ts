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

/** A record's files, newest first; only those filed in `folder` when one is given ('' is the top level). */
export async function listReferenceAttachments(db: Db, incubatorId: string, kind: string, referenceId: string, folder?: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.referenceKind, kind), eq(a.referenceId, referenceId), folder === undefined ? undefined : eq(a.folder, folder)))
    .orderBy(desc(a.createdAt), desc(a.id));
}

/** The folders a record's files are filed in, each with how many files it holds itself. */
export async function listReferenceFolders(db: Db, incubatorId: string, kind: string, referenceId: string): Promise<Array<{ folder: string; count: number }>> {
  return db
    .select({ folder: a.folder, count: sql<number>`count(*)::int` })
    .from(a)
    .where(and(eq(a.incubatorId, incubatorId), eq(a.referenceKind, kind), eq(a.referenceId, referenceId), sql`${a.folder} <> ''`))
    .groupBy(a.folder)
    .orderBy(a.folder);
}

/** Refiles every file of a record under `from` (the folder and those inside it) under `to`. Answers how many moved. */
export async function renameReferenceFolder(db: Db, incubatorId: string, kind: string, referenceId: string, from: string, to: string): Promise<number> {
  const moved = await db
    .update(a)
    .set({ folder: sql`${to}::text || substr(${a.folder}, char_length(${from}::text) + 1)` })
    .where(
      and(
        eq(a.incubatorId, incubatorId),
        eq(a.referenceKind, kind),
        eq(a.referenceId, referenceId),
        // A prefix compared as text, not with LIKE, so that a folder named with % or _ matches only itself.
        sql`(${a.folder} = ${from} OR left(${a.folder}, char_length(${from}::text) + 1) = ${`${from}/`})`,
      ),
    )
    .returning({ id: a.id });
  return moved.length;
}

export async function updateAttachmentRow(db: Db, incubatorId: string, id: string, changes: Partial<Pick<AttachmentRow, 'name' | 'referenceKind' | 'referenceId' | 'folder'>>) {
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

/** How many files one record holds. */
export async function countReferenceFiles(db: Db, tenant: string, reference: { kind: string; id: string }): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(a)
    .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, reference.kind), eq(a.referenceId, reference.id)));
  return count;
}
