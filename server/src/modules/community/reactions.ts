import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { postReactionSchema } from '@seedbed/contracts/community-input';
import { REACTIONS, type Reaction } from '@seedbed/contracts/community';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { postExcerpt } from './post-content.ts';
import { loadReadablePost, rootOf } from './posts.ts';
import { kindOf, posts, reactions, readersOf, type PostRow } from './types.ts';

/**
 * Reactions (spec 3 §3): one of each kind per person on a post or reply. The post's counts change in
 * the statement that adds or removes the reaction, and only when it did, so that a reaction sent
 * twice at once is counted once and simultaneous reactions of many people all count.
 */

async function reread(ctx: Context, db: Db, postId: string): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, postId)));
  return row;
}

/**
 * Whether this person never gave this post a reaction before: its author hears of them once, however
 * often they take reactions back and give them again. Their reactions to one post take turns.
 */
async function firstByPerson(ctx: Context, db: Db, postId: string, userId: string): Promise<boolean> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`community-reaction:${ctx.incubator.id}:${postId}:${userId}`}, 0))`);
  const e = schema.domainEvents;
  const { rows } = await db.execute<{ before: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${e}
       WHERE incubator_id = ${ctx.incubator.id} AND subject_kind = 'communityPost' AND subject_id = ${postId}
         AND kind = 'community.reacted' AND actor_id = ${userId} AND (data->>'added')::boolean
    ) AS before`);
  return !rows[0].before;
}

const loadTarget = async (ctx: Context, postId: string) => {
  const post = await loadReadablePost(ctx, postId);
  return { post, root: await rootOf(ctx, post) };
};

function reactedEvent(post: PostRow, root: PostRow, reaction: Reaction, added: boolean, first: boolean) {
  return {
    kind: 'community.reacted' as const,
    subjectKind: 'communityPost',
    subjectId: post.id,
    data: {
      postId: post.id,
      rootId: post.rootId,
      kind: kindOf(post),
      readers: readersOf(root),
      reaction,
      added,
      authorId: post.authorId,
      firstByPerson: first,
      excerpt: postExcerpt(post.content) || (typeof post.data?.title === 'string' ? post.data.title : ''),
    },
  };
}

export const reactToPost = defineChange({
  input: postReactionSchema,
  authorize: (ctx, _input, postId: string) => loadTarget(ctx, postId),
  async write(ctx, db, { reaction }, { post, root }) {
    const userId = requireViewer(ctx).user.id;
    // Asked before the post's row is locked by the count, so that others' reactions wait the least.
    const first = await firstByPerson(ctx, db, post.id, userId);
    const { rows } = await db.execute<{ id: string }>(sql`
      WITH added AS (
        INSERT INTO ${reactions} (incubator_id, post_id, user_id, reaction)
        VALUES (${ctx.incubator.id}, ${post.id}, ${userId}, ${reaction})
        ON CONFLICT DO NOTHING RETURNING post_id
      )
      UPDATE ${posts}
         SET reaction_counts = jsonb_set(reaction_counts, ARRAY[${reaction}::text], to_jsonb(coalesce((reaction_counts->>${reaction}::text)::int, 0) + 1))
       WHERE incubator_id = ${ctx.incubator.id} AND id IN (SELECT post_id FROM added)
      RETURNING id`);
    const result = await reread(ctx, db, post.id);
    if (!rows.length) return { result, events: [] };
    return { result, events: [reactedEvent(post, root, reaction, true, first)] };
  },
});

export const removeReaction = defineChange({
  input: postReactionSchema,
  authorize: (ctx, _input, postId: string) => loadTarget(ctx, postId),
  async write(ctx, db, { reaction }, { post, root }) {
    const userId = requireViewer(ctx).user.id;
    const { rows } = await db.execute<{ id: string }>(sql`
      WITH removed AS (
        DELETE FROM ${reactions}
         WHERE incubator_id = ${ctx.incubator.id} AND post_id = ${post.id} AND user_id = ${userId} AND reaction = ${reaction}
        RETURNING post_id
      )
      UPDATE ${posts}
         SET reaction_counts = CASE WHEN coalesce((reaction_counts->>${reaction}::text)::int, 0) <= 1 THEN reaction_counts - ${reaction}::text
                               ELSE jsonb_set(reaction_counts, ARRAY[${reaction}::text], to_jsonb((reaction_counts->>${reaction}::text)::int - 1)) END
       WHERE incubator_id = ${ctx.incubator.id} AND id IN (SELECT post_id FROM removed)
      RETURNING id`);
    const result = await reread(ctx, db, post.id);
    if (!rows.length) return { result, events: [] };
    return { result, events: [reactedEvent(post, root, reaction, false, false)] };
  },
});

export interface ReactionCount {
  reaction: Reaction;
  count: number;
  viewerReacted: boolean;
}

/** The viewer's reactions to the posts a request shows, in one query. */
function viewerReactions(ctx: Context) {
  return memo(
    ctx,
    'communityViewerReactions',
    () =>
      new DataLoader<string, Set<string>>(async (postIds) => {
        const rows = await (await ctx.tx.db())
          .select({ postId: reactions.postId, reaction: reactions.reaction })
          .from(reactions)
          .where(and(eq(reactions.incubatorId, ctx.incubator.id), inArray(reactions.postId, [...postIds]), eq(reactions.userId, requireViewer(ctx).user.id)));
        return postIds.map((id) => new Set(rows.filter((row) => row.postId === id).map((row) => row.reaction)));
      }),
  );
}

/** A post's reactions as counted, in the order of the kinds, with the viewer's own marked; kinds nobody gave are left out. */
export async function reactionsOf(ctx: Context, post: PostRow): Promise<ReactionCount[]> {
  const mine = await viewerReactions(ctx).load(post.id);
  return REACTIONS.map((reaction) => ({ reaction, count: Number(post.reactionCounts[reaction] ?? 0), viewerReacted: mine.has(reaction) })).filter(
    (entry) => entry.count > 0 || entry.viewerReacted,
  );
}
