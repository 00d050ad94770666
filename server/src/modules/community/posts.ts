import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PostKind, PostVisibility } from '@seedbed/contracts/community';
import { postInputSchema } from '@seedbed/contracts/community-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { recordEvent, type EventContext } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { keptPreview, scheduleLinkPreview } from './link-preview.ts';
import { attachFiles, removeFilesOf, replaceFiles } from './post-files.ts';
import { postExcerpt, recordMentions, sanitised, sanitizePost } from './post-content.ts';
import { kindOf, posts, readersOf, type PostRow, type Readers } from './types.ts';
import { feedAudience, isStaffSide, mayReadPost, postLoader, requireFeed, threadOf } from './visibility.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

const titleOf = (data: Record<string, unknown> | null | undefined) => (typeof data?.title === 'string' ? data.title : null);

/** A post another feature places in the feed: an outside feed's item, an article's announcement, a programme's event. */
export interface FeedPostValues {
  kind: PostKind;
  authorId: string | null;
  content: string;
  visibility: PostVisibility;
  programIds?: readonly string[];
  roleTypes?: readonly string[];
  subjectId?: string | null;
  data?: Record<string, unknown> | null;
  createdAt?: Date;
}

/** The audience columns as stored: only the list the visibility reads. */
const audienceColumns = (values: { visibility: PostVisibility; programIds?: readonly string[] | null; roleTypes?: readonly string[] | null }) => ({
  visibility: values.visibility,
  programIds: values.visibility === 'PROGRAM' ? [...(values.programIds ?? [])] : [],
  roleTypes: values.visibility === 'ROLES' ? [...(values.roleTypes ?? [])] : [],
});

/**
 * Places a post in the feed from another feature's change or reaction, in its transaction, with its
 * 'community.postCreated' event: open feeds hear of it only if the change commits. Answers its id.
 */
export async function insertFeedPost(ctx: EventContext, db: Db, values: FeedPostValues): Promise<string> {
  const [row] = await db
    .insert(posts)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      kind: values.kind,
      authorId: values.authorId,
      content: sanitizePost(values.content),
      ...audienceColumns(values),
      subjectId: values.subjectId ?? null,
      data: values.data ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  await recordEvent(ctx, db, {
    kind: 'community.postCreated',
    subjectKind: 'communityPost',
    subjectId: row.id,
    data: {
      rootId: null,
      kind: values.kind,
      readers: readersOf(row),
      excerpt: postExcerpt(row.content),
      mentionIds: [],
      title: titleOf(values.data),
      parentId: null,
      parent: null,
      root: null,
      replierIds: [],
    },
  });
  return row.id;
}

/** Changes a post another feature placed (its record changed), telling those who read it before and after. */
export async function updateFeedPost(
  ctx: EventContext,
  db: Db,
  post: PostRow,
  values: Pick<FeedPostValues, 'content' | 'visibility' | 'programIds' | 'roleTypes' | 'data' | 'subjectId'>,
): Promise<void> {
  const [row] = await db
    .update(posts)
    .set({ content: sanitizePost(values.content), ...audienceColumns(values), data: values.data ?? null, subjectId: values.subjectId ?? post.subjectId, updatedAt: new Date() })
    .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, post.id)))
    .returning();
  await recordEvent(ctx, db, {
    kind: 'community.postUpdated',
    subjectKind: 'communityPost',
    subjectId: row.id,
    data: {
      rootId: null,
      kind: kindOf(row),
      readers: readersOf(row),
      previousReaders: readersOf(post),
      fields: ['content', 'visibility', 'data'],
      excerpt: postExcerpt(row.content),
      mentionIds: [],
      title: titleOf(values.data),
    },
  });
}

/** The post and every reply below it: the rows a deletion takes (replies cascade through parent_id). */
async function rowsBelow(ctx: Pick<Context, 'incubator'>, db: Db, post: PostRow): Promise<string[]> {
  const rootId = post.rootId ?? post.id;
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE below AS (
      SELECT id FROM ${posts} WHERE incubator_id = ${ctx.incubator.id} AND id = ${post.id}
      UNION ALL
      SELECT c.id FROM ${posts} c JOIN below b ON c.parent_id = b.id
       WHERE c.incubator_id = ${ctx.incubator.id} AND c.root_id = ${rootId}
    ) SELECT id FROM below`);
  return rows.map((row) => row.id);
}

/** Deletes a post or reply with the replies below it and their files; keeps its thread's count; records the event. */
async function deleteRows(ctx: EventContext, db: Db, post: PostRow, root: PostRow, ids: readonly string[]): Promise<void> {
  await removeFilesOf(ctx, db, ids);
  await db.delete(posts).where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, post.id)));
  if (post.rootId) {
    await db
      .update(posts)
      .set({ replyCount: sql`greatest(${posts.replyCount} - ${ids.length}, 0)` })
      .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, post.rootId)));
  }
  await recordEvent(ctx, db, {
    kind: 'community.postDeleted',
    subjectKind: 'communityPost',
    subjectId: post.id,
    data: { rootId: post.rootId, kind: kindOf(post), readers: readersOf(root), title: titleOf(post.data), replyCount: ids.length - 1 },
  });
}

/** Removes the posts another feature placed for one of its records (an unpublished article, a cancelled event). */
export async function removeFeedPosts(ctx: EventContext, db: Db, kind: PostKind, subjectId: string): Promise<void> {
  const placed = await db
    .select()
    .from(posts)
    .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.kind, kind), eq(posts.subjectId, subjectId)));
  for (const post of placed) await deleteRows(ctx, db, post, post, await rowsBelow(ctx, db, post));
}

/** A post or reply the viewer may read; anything else (another tenant's, an unreadable one, a malformed id) is not found. */
export async function loadReadablePost(ctx: Context, postId: string): Promise<PostRow> {
  await requireFeed(ctx);
  if (!isId(postId)) throw notFound();
  const post = await postLoader(ctx).load(postId);
  if (!post || !(await mayReadPost(ctx, post))) throw notFound();
  return post;
}

/** The thread's post of a readable post (itself for a post of the feed). */
export async function rootOf(ctx: Context, post: PostRow): Promise<PostRow> {
  const root = await threadOf(ctx, post);
  if (!root) throw notFound();
  return root;
}

export const refuse = (key: string) => new AppError('FORBIDDEN', `community.feed.${key}`);

type AudienceInput = { visibility: PostVisibility; programIds?: string[] | null; roleTypes?: string[] | null };

/**
 * Who may write to whom: everyone who reads the feed to everyone; the staff side to any programme
 * and to roles; others to their own programmes only. A programme that is not the organisation's, or
 * not the writer's, is refused on its field.
 */
async function authorizeAudience(ctx: Context, input: AudienceInput): Promise<Readers> {
  const audience = await feedAudience(ctx);
  const chosen = audienceColumns(input);
  if (chosen.visibility === 'ROLES' && !audience.staffSide) throw refuse('rolesNotAllowed');
  if (chosen.visibility === 'PROGRAM') {
    const p = schema.programs;
    const known = new Set(
      (
        await (
          await ctx.tx.db()
        )
          .select({ id: p.id })
          .from(p)
          .where(and(eq(p.incubatorId, ctx.incubator.id), sql`${p.id} = ANY(${uuidArray(chosen.programIds)})`))
      ).map((row) => row.id),
    );
    const problems = chosen.programIds.flatMap((id, index) => {
      if (!known.has(id)) return [{ field: `programIds.${index}`, key: 'community.feed.programUnknown' }];
      if (!audience.staffSide && !audience.programIds.includes(id)) return [{ field: `programIds.${index}`, key: 'community.feed.programNotYours' }];
      return [];
    });
    if (problems.length) throw validationError(problems);
  }
  return { authorId: audience.userId, ...chosen };
}

const postInput = () => sanitised(postInputSchema());

export const createPost = defineChange({
  input: postInput,
  async authorize(ctx, input) {
    await requireFeed(ctx);
    return authorizeAudience(ctx, input);
  },
  async write(ctx, db, input, readers) {
    const [post] = await db
      .insert(posts)
      .values({ incubatorId: ctx.incubator.id, id: newId(), kind: 'POST', authorId: requireViewer(ctx).user.id, content: input.content, ...audienceColumns(readers) })
      .returning();
    await attachFiles(ctx, db, input.attachmentIds, post.id);
    const mentionIds = await recordMentions(ctx, db, post, readers);
    scheduleLinkPreview(ctx, post);
    return {
      result: post,
      events: [
        {
          kind: 'community.postCreated',
          subjectKind: 'communityPost',
          subjectId: post.id,
          data: { rootId: null, kind: 'POST', readers, excerpt: postExcerpt(post.content), mentionIds, parentId: null, parent: null, root: null, replierIds: [] },
        },
      ],
    };
  },
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The author changes their post or reply: its text, its files (the whole list, when given) and, for
 * a post, who reads it. Items other features placed are theirs to change.
 */
export const updatePost = defineChange({
  input: postInput,
  async authorize(ctx, input, postId: string) {
    const post = await loadReadablePost(ctx, postId);
    if (post.kind !== 'POST') throw refuse('notEditable');
    if (post.authorId !== requireViewer(ctx).user.id) throw refuse('notAuthor');
    const root = await rootOf(ctx, post);
    // A reply's audience is its post's: what the input says of it is not the reply's to change.
    const readers = post.rootId ? readersOf(root) : await authorizeAudience(ctx, input);
    return { post, root, readers };
  },
  async write(ctx, db, input, { post, root, readers }) {
    const fields: string[] = [];
    if (input.content !== post.content) fields.push('content');
    const before = readersOf(root);
    const audienceChanged =
      !post.rootId && (readers.visibility !== before.visibility || !sameList(readers.programIds, before.programIds) || !sameList(readers.roleTypes, before.roleTypes));
    if (audienceChanged) fields.push('visibility');
    if (input.attachmentIds && (await replaceFiles(ctx, db, post.id, input.attachmentIds))) fields.push('attachments');
    if (!fields.length) return { result: post, events: [] };
    const [updated] = await db
      .update(posts)
      .set({
        content: input.content,
        ...(post.rootId ? {} : audienceColumns(readers)),
        linkPreview: keptPreview(post, input.content),
        editedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, post.id)))
      .returning();
    const mentionIds = fields.includes('content') || audienceChanged ? await recordMentions(ctx, db, updated, readers) : [];
    scheduleLinkPreview(ctx, updated);
    return {
      result: updated,
      events: [
        {
          kind: 'community.postUpdated',
          subjectKind: 'communityPost',
          subjectId: post.id,
          data: { rootId: post.rootId, kind: 'POST', readers, previousReaders: audienceChanged ? before : null, fields, excerpt: postExcerpt(updated.content), mentionIds },
        },
      ],
    };
  },
});

/**
 * Spec 3 §6: one's own post or reply can always be deleted; someone else's by the staff side with
 * NOTE_SINGLE:DELETE, or NOTE_THREAD:DELETE when replies go with it. An outside feed's item is
 * deleted as such (deleteRssFeedItem), so that it never returns.
 */
export async function mayDeletePost(ctx: Context, post: PostRow, rowCount: number): Promise<boolean> {
  if (post.kind === 'RSS') return false;
  const viewer = requireViewer(ctx);
  if (post.kind === 'POST' && post.authorId === viewer.user.id) return true;
  if (!isStaffSide(viewer.role?.type)) return false;
  return isAuthorized(ctx, rowCount > 1 ? 'NOTE_THREAD:DELETE' : 'NOTE_SINGLE:DELETE');
}

export const deletePost = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, postId: string) {
    const post = await loadReadablePost(ctx, postId);
    const ids = await rowsBelow(ctx, await ctx.tx.db(), post);
    if (!(await mayDeletePost(ctx, post, ids.length))) throw refuse(ids.length > 1 ? 'threadDeleteNotAllowed' : 'deleteNotAllowed');
    return { post, root: await rootOf(ctx, post), ids };
  },
  async write(ctx, db, _input, { post, root, ids }) {
    await deleteRows(ctx, db, post, root, ids);
    return { result: true, events: [] };
  },
});
