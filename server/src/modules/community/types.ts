import { INTERNAL, type RoleType } from '@seedbed/contracts/roles';
import type { PostKind, PostVisibility } from '@seedbed/contracts/community';
import { schema } from '../../core/db/pool.ts';

/** Posts and replies of the news feed (db/schema/community.ts tells the data model). */
export const posts = schema.communityPosts;
export const reactions = schema.communityReactions;
export const mentions = schema.communityMentions;

export type PostRow = typeof posts.$inferSelect;

/** The key that opens the feed, for reading and writing alike. */
export const FEED_PERMISSION = 'NEWS_FEED:VIEW';

/** The reference kind of a post's files (attachments/references.ts). */
export const POST_REFERENCE = 'communityPost';

/**
 * The organisation's staff side: its internal roles and the sub-admins. They read every post, pin
 * announcements and write to roles; others write to everyone and to their own programmes.
 */
export const STAFF_SIDE: readonly RoleType[] = [...INTERNAL, 'subadmin'];

/**
 * Who reads a thread: its post's author and audience. Events carry it, so that notifications and
 * live pushes decide from the event alone, as the post stood when it changed.
 */
export interface Readers {
  authorId: string | null;
  visibility: PostVisibility;
  programIds: string[];
  roleTypes: string[];
}

export const readersOf = (root: Pick<PostRow, 'authorId' | 'visibility' | 'programIds' | 'roleTypes'>): Readers => ({
  authorId: root.authorId,
  visibility: root.visibility as PostVisibility,
  programIds: root.programIds,
  roleTypes: root.roleTypes,
});

export const kindOf = (post: Pick<PostRow, 'kind'>) => post.kind as PostKind;

/** Where the web opens a post, or a reply within its thread (the bell's links read these). */
export const postUrl = (rootId: string) => `/community/post/${rootId}`;
export const replyUrl = (rootId: string, replyId: string) => `/community/post/${rootId}/${replyId}`;
/** A reply's address as a page of the web: its post, scrolled to it. */
export const replyPageUrl = (rootId: string, replyId: string) => `/community/post/${rootId}?comment=${replyId}`;
