import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PINNED_POSTS_MAX } from '@seedbed/contracts/community';
import { defineChange } from '../../core/change.ts';
import { requireViewer } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { loadReadablePost, refuse } from './posts.ts';
import { kindOf, posts, readersOf } from './types.ts';
import { isStaffSide } from './visibility.ts';

/** Announcements: the staff side pins posts of the feed, at most PINNED_POSTS_MAX at once. */
export const pinPost = defineChange({
  input: () => z.object({ pinned: z.boolean('validation.invalid') }),
  async authorize(ctx, _input, postId: string) {
    const post = await loadReadablePost(ctx, postId);
    if (post.rootId) throw validationError([{ field: 'postId', key: 'community.feed.pinReply' }]);
    if (!isStaffSide(requireViewer(ctx).role?.type)) throw refuse('pinNotAllowed');
    return post;
  },
  async write(ctx, db, { pinned }, post) {
    if (post.isPinned === pinned) return { result: post, events: [] };
    if (pinned) {
      // Pins of one organisation take turns, so that two at once cannot pass the limit together.
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`community-pins:${ctx.incubator.id}`}, 0))`);
      const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${posts} WHERE incubator_id = ${ctx.incubator.id} AND root_id IS NULL AND is_pinned`);
      if (rows[0].n >= PINNED_POSTS_MAX) throw validationError([{ field: 'pinned', key: 'community.feed.pinLimit', params: { max: PINNED_POSTS_MAX } }]);
    }
    const [updated] = await db
      .update(posts)
      .set({ isPinned: pinned, pinnedAt: pinned ? new Date() : null })
      .where(and(eq(posts.incubatorId, ctx.incubator.id), eq(posts.id, post.id)))
      .returning();
    return {
      result: updated,
      events: [{ kind: 'community.pinned', subjectKind: 'communityPost', subjectId: post.id, data: { rootId: null, kind: kindOf(post), readers: readersOf(post), pinned } }],
    };
  },
});
