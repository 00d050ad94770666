import { authenticate } from '../../core/auth/viewer.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { livePubSub, type EventContext, type EventReactions } from '../../core/events.ts';
import { liveAccount } from '../users/live-account.ts';
import type { Readers } from './types.ts';
import { audienceReads, feedAudience, mayUseFeed } from './visibility.ts';

export type FeedUpdateType = 'ADDED' | 'UPDATED' | 'REMOVED';

/** One topic per organisation: each subscriber's filter decides what they hear. */
export const feedTopic = (incubatorId: string) => `community-feed:${incubatorId}`;

/**
 * What an open feed hears: which post or reply changed and how, and who reads its thread now
 * (`readers`) and, after an edit of its audience, before (`previousReaders`).
 */
export interface FeedLiveEvent {
  type: FeedUpdateType;
  postId: string;
  rootId: string | null;
  readers: Readers;
  previousReaders: Readers | null;
}

/** Published in the recording transaction: nobody hears of a change that rolled back. */
async function publish(ctx: EventContext, db: Db, type: FeedUpdateType, event: Omit<FeedLiveEvent, 'type' | 'previousReaders'>, previousReaders: Readers | null = null) {
  const payload: FeedLiveEvent = { type, postId: event.postId, rootId: event.rootId, readers: event.readers, previousReaders };
  await livePubSub(ctx).publish(db, feedTopic(ctx.incubator.id), { ...payload });
}

const placed = (postId: string | null, data: { rootId: string | null; readers: Readers }) => ({ postId: postId ?? '', rootId: data.rootId, readers: data.readers });

/** New posts and replies, edits, deletions, reaction counts, pins and previews reach every open feed allowed to see them. */
export const feedLiveReactions: EventReactions = {
  'community.postCreated': (ctx, db, e) => publish(ctx, db, 'ADDED', placed(e.subjectId, e.data)),
  'community.postUpdated': (ctx, db, e) => publish(ctx, db, 'UPDATED', placed(e.subjectId, e.data), e.data.previousReaders),
  'community.postDeleted': (ctx, db, e) => publish(ctx, db, 'REMOVED', placed(e.subjectId, e.data)),
  'community.reacted': (ctx, db, e) => publish(ctx, db, 'UPDATED', placed(e.data.postId, e.data)),
  'community.pinned': (ctx, db, e) => publish(ctx, db, 'UPDATED', placed(e.subjectId, e.data)),
  'community.linkPreviewFetched': (ctx, db, e) => publish(ctx, db, 'UPDATED', placed(e.subjectId, e.data)),
};

/**
 * How this subscriber hears one event, decided when it arrives (in the event's own transaction),
 * as they stand now: still signed in, on a plan with the feed, holding NEWS_FEED:VIEW, reading the
 * thread. An edit that gave them the post is ADDED for them, one that took it away REMOVED; null:
 * not for them.
 */
export async function deliveredAs(ctx: Context, event: FeedLiveEvent): Promise<FeedUpdateType | null> {
  const viewer = ctx.viewer;
  if (!viewer || !ctx.token) return null;
  if (!(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))) return null;
  const current = await authenticate(ctx, ctx.token);
  if (!current || current.user.id !== viewer.user.id) return null;
  ctx.viewer = current;
  if (!(await mayUseFeed(ctx))) return null;
  const audience = await feedAudience(ctx);
  const reads = audienceReads(audience, event.readers);
  if (event.type !== 'UPDATED' || !event.previousReaders) return reads ? event.type : null;
  const readBefore = audienceReads(audience, event.previousReaders);
  if (reads) return readBefore ? 'UPDATED' : 'ADDED';
  return readBefore ? 'REMOVED' : null;
}
