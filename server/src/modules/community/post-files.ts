import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { POST_ATTACHMENTS_MAX } from '@seedbed/contracts/community';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { validationError } from '../../core/errors.ts';
import type { EventContext } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { POST_REFERENCE } from './types.ts';
import { mayReadPost, postLoader } from './visibility.ts';

const a = schema.attachments;

/**
 * Files the viewer uploaded and has not attached to anything yet, now the post's: from then on they
 * are read by whoever reads the post (postFileAccess).
 */
export async function attachFiles(ctx: Context, db: Db, attachmentIds: readonly string[] | null | undefined, postId: string): Promise<string[]> {
  const ids = [...new Set(attachmentIds ?? [])];
  if (!ids.length) return [];
  const own = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, ids), eq(a.ownerId, requireViewer(ctx).user.id), isNull(a.referenceKind)));
  const found = new Set(own.map((row) => row.id));
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [{ field: `attachmentIds.${index}`, key: 'community.feed.attachmentUnavailable' }]));
  if (missing.length) throw validationError(missing);
  await db
    .update(a)
    .set({ referenceKind: POST_REFERENCE, referenceId: postId })
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, ids)));
  return ids;
}

/** The files of posts, oldest first. */
async function filesOf(db: Db, tenant: string, postIds: readonly string[]): Promise<AttachmentRow[]> {
  if (!postIds.length) return [];
  return db
    .select()
    .from(a)
    .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, POST_REFERENCE), inArray(a.referenceId, [...postIds])))
    .orderBy(asc(a.createdAt), asc(a.id));
}

/** Removes files from posts: the rows now, the stored bytes once the change is committed. */
async function removeFiles(ctx: EventContext, db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const gone = await db
    .delete(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, [...ids])))
    .returning({ storageKey: a.storageKey });
  const storage = ctx.services?.storage;
  if (storage) for (const file of gone) ctx.afterCommit?.push(() => storage.remove(file.storageKey));
}

/**
 * An edit names the post's whole list of files: those left out are removed, new ones attached (the
 * viewer's own uploads), the rest kept. Answers whether anything changed.
 */
export async function replaceFiles(ctx: Context, db: Db, postId: string, attachmentIds: readonly string[]): Promise<boolean> {
  const current = await filesOf(db, ctx.incubator.id, [postId]);
  const wanted = new Set(attachmentIds);
  const removed = current.filter((file) => !wanted.has(file.id)).map((file) => file.id);
  await removeFiles(ctx, db, removed);
  const kept = new Set(current.map((file) => file.id));
  const added = await attachFiles(
    ctx,
    db,
    attachmentIds.filter((id) => !kept.has(id)),
    postId,
  );
  return removed.length > 0 || added.length > 0;
}

/** The files of posts and replies about to be deleted. */
export async function removeFilesOf(ctx: EventContext, db: Db, postIds: readonly string[]): Promise<void> {
  await removeFiles(
    ctx,
    db,
    (await filesOf(db, ctx.incubator.id, postIds)).map((file) => file.id),
  );
}

/** The files of the posts a request shows, in one query. */
export function postFiles(ctx: Context, postId: string): Promise<AttachmentRow[]> {
  const loader = memo(
    ctx,
    'communityPostFiles',
    () =>
      new DataLoader<string, AttachmentRow[]>(async (ids) => {
        const rows = await filesOf(await ctx.tx.db(), ctx.incubator.id, ids);
        return ids.map((id) => rows.filter((row) => row.referenceId === id));
      }),
  );
  return loader.load(postId);
}

const loadPost = (ctx: Context, id: string) => (isId(id) ? postLoader(ctx).load(id) : Promise.resolve(null));

/** A post's files go with the post: its readers see them, its author changes them. */
export const postFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const post = await loadPost(ctx, id);
    return post ? mayReadPost(ctx, post) : false;
  },
  async canEdit(ctx, id) {
    const post = await loadPost(ctx, id);
    if (post?.kind !== 'POST' || post.authorId !== requireViewer(ctx).user.id) return false;
    return mayReadPost(ctx, post);
  },
  maxFiles: POST_ATTACHMENTS_MAX,
};
