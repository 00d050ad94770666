import DataLoader from 'dataloader';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { REPLIES_PAGE_SIZE } from '@seedbed/contracts/community';
import { repliesArgsSchema, replyInputSchema } from '@seedbed/contracts/community-input';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { scheduleLinkPreview } from './link-preview.ts';
import { attachFiles } from './post-files.ts';
import { postExcerpt, recordMentions, sanitised } from './post-content.ts';
import { loadReadablePost, rootOf } from './posts.ts';
import { posts, readersOf, type PostRow } from './types.ts';
import { postLoader } from './visibility.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

/** What a thread's post says, for those told of a reply: its text, or an item's title. */
const quoted = (post: PostRow) => postExcerpt(post.content) || (typeof post.data?.title === 'string' ? post.data.title : '');

/**
 * A reply joins the thread of `postId` (a reply's id leads to its thread); `parentId` is the reply it
 * answers, in that thread, or none for the post itself. It is read by whoever reads the thread.
 */
export const replyToPost = defineChange({
  input: () => sanitised(replyInputSchema()),
  async authorize(ctx, input, postId: string) {
    const target = await loadReadablePost(ctx, postId);
    const root = await rootOf(ctx, target);
    const parentId = input.parentId ?? (target.rootId ? target.id : null);
    const parent = parentId ? await postLoader(ctx).load(parentId) : root;
    if (!parent || (parent.id !== root.id && parent.rootId !== root.id)) throw validationError([{ field: 'parentId', key: 'community.feed.parentNotInThread' }]);
    return { root, parent };
  },
  async write(ctx, db, input, { root, parent }) {
    const earlier = await db
      .selectDistinct({ authorId: posts.authorId })
      .from(posts)
      .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.rootId, root.id), isNotNull(posts.authorId)));
    const [reply] = await db
      .insert(posts)
      .values({ incubatorId: ctx.incubator.id, id: newId(), kind: 'POST', rootId: root.id, parentId: parent.id, authorId: requireViewer(ctx).user.id, content: input.content })
      .returning();
    await db
      .update(posts)
      .set({ replyCount: sql`${posts.replyCount} + 1` })
      .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, root.id)));
    const readers = readersOf(root);
    await attachFiles(ctx, db, input.attachmentIds, reply.id);
    const mentionIds = await recordMentions(ctx, db, reply, readers);
    scheduleLinkPreview(ctx, reply);
    return {
      result: reply,
      events: [
        {
          kind: 'community.postCreated',
          subjectKind: 'communityPost',
          subjectId: reply.id,
          data: {
            rootId: root.id,
            kind: 'POST',
            readers,
            excerpt: postExcerpt(reply.content),
            mentionIds,
            parentId: parent.id,
            parent: { authorId: parent.authorId, excerpt: quoted(parent) },
            root: { authorId: root.authorId, excerpt: quoted(root) },
            replierIds: earlier.map((row) => row.authorId).filter((id): id is string => id !== null),
          },
        },
      ],
    };
  },
});

export interface PostPage {
  results: PostRow[];
  next: string | null;
}

type ThreadRow = {
  root_id: string;
  id: string;
  position: string;
};

/**
 * The replies of several threads, oldest first, `size + 1` at most each (the one more says that a
 * page follows), from `after` on: one range of community_posts_thread_idx per thread, in one
 * statement, whatever the number of threads; the rows themselves through the request's loader.
 */
async function threadPages(ctx: Context, rootIds: readonly string[], size: number, after: { createdAt: string; id: string } | null): Promise<Map<string, PostPage>> {
  const keyset = after ? sql`AND (p.created_at, p.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
  const { rows } = await (await ctx.tx.db()).execute<ThreadRow>(sql`
    SELECT r.id AS root_id, p.id, ${exactTime(sql`p.created_at`)} AS position
      FROM unnest(${uuidArray(rootIds)}) AS r(id)
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM ${posts} p
         WHERE p.incubator_id = ${ctx.incubator.id} AND p.root_id = r.id ${keyset}
         ORDER BY p.created_at, p.id LIMIT ${size + 1}
      ) p
     ORDER BY r.id, p.created_at, p.id`);
  const loaded = await postLoader(ctx).loadMany(rows.map((row) => row.id));
  const byId = new Map(loaded.filter((row): row is PostRow => row !== null && !(row instanceof Error)).map((row) => [row.id, row]));
  const pages = new Map<string, PostPage>();
  for (const rootId of rootIds) {
    const own = rows.filter((row) => row.root_id === rootId);
    const shown = own.slice(0, size);
    const last = shown.at(-1);
    pages.set(rootId, {
      results: shown.map((row) => byId.get(row.id)).filter((row): row is PostRow => row !== undefined),
      next: own.length > size && last ? encodeCursor([last.position, last.id]) : null,
    });
  }
  return pages;
}

/** The first page of each thread a request shows, batched by page size. */
function firstPages(ctx: Context, size: number) {
  return memo(
    ctx,
    `communityThreads:${size}`,
    () =>
      new DataLoader<string, PostPage>(async (rootIds) => {
        const pages = await threadPages(ctx, rootIds, size, null);
        return rootIds.map((id) => pages.get(id) ?? { results: [], next: null });
      }),
  );
}

/** A post's replies (Post.replies): oldest first, keyset-paged; a reply's own field is empty, its thread is its post's. */
export async function repliesOf(ctx: Context, post: PostRow, args: { cursor?: string | null; limit?: number | null }): Promise<PostPage> {
  const { cursor, limit } = parseInput(repliesArgsSchema(), args);
  if (post.rootId) return { results: [], next: null };
  const size = limit ?? REPLIES_PAGE_SIZE;
  if (!cursor) return firstPages(ctx, size).load(post.id);
  const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
  return (await threadPages(ctx, [post.id], size, { createdAt, id })).get(post.id) ?? { results: [], next: null };
}
