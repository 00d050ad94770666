import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { filter, map, pipe } from 'graphql-yoga';
import { POST_KINDS, POST_VISIBILITIES, REACTIONS } from '@seedbed/contracts/community';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { attachmentView } from '../attachments/view.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findPost, newsFeed, type NewsFeed } from './feed.ts';
import { deliveredAs, feedTopic, type FeedLiveEvent, type FeedUpdateType } from './live.ts';
import { postFiles } from './post-files.ts';
import { createPost, deletePost, mayDeletePost, updatePost } from './posts.ts';
import { pinPost } from './pins.ts';
import { reactionsOf, reactToPost, removeReaction, type ReactionCount } from './reactions.ts';
import { repliesOf, replyToPost, type PostPage } from './replies.ts';
import { mentions, type PostRow } from './types.ts';
import { isStaffSide, mayReadPost, postLoader, requireFeed } from './visibility.ts';

/** Any JSON value, as stored: what a post of another feature carries beyond its columns (an event's dates, a feed item's link). */
type WithJson = PothosSchemaTypes.ExtendDefaultTypes<{ Context: Context; Scalars: { JSON: { Input: unknown; Output: unknown } } }>;
const JsonScalar = (builder as unknown as PothosSchemaTypes.SchemaBuilder<WithJson>).scalarType('JSON', {
  description: 'A JSON value.',
  serialize: (value: unknown) => value,
  parseValue: (value: unknown) => value,
});

const PostReactionEnum = builder.enumType('PostReaction', { values: [...REACTIONS].sort() });
const PostKindEnum = builder.enumType('PostKind', { values: POST_KINDS });
const PostVisibilityEnum = builder.enumType('PostVisibility', { values: POST_VISIBILITIES });
const UpdateTypeEnum = builder.enumType('NewsFeedUpdateType', { values: ['ADDED', 'UPDATED', 'REMOVED'] as const });

type Preview = NonNullable<PostRow['linkPreview']>;
const LinkPreview = builder.objectRef<Preview>('LinkPreview').implement({
  description: "The first link's page as the post shows it.",
  fields: (t) => ({
    url: t.exposeString('url', { nullable: false }),
    title: t.string({ resolve: (p) => p.title ?? null }),
    description: t.string({ resolve: (p) => p.description ?? null }),
    image: t.string({ resolve: (p) => p.image ?? null }),
    siteName: t.string({ resolve: (p) => p.siteName ?? null }),
  }),
});

const PostReactionCount = builder.objectRef<ReactionCount>('PostReactionCount').implement({
  fields: (t) => ({
    reaction: t.field({ type: PostReactionEnum, nullable: false, resolve: (r) => r.reaction }),
    count: t.exposeInt('count', { nullable: false }),
    viewerReacted: t.exposeBoolean('viewerReacted', { nullable: false }),
  }),
});

const PostAttachment = builder.objectRef<AttachmentRow>('PostAttachment').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.string({ nullable: false, resolve: (row) => attachmentView(row).url }),
    size: t.int({ nullable: false, resolve: (row) => Number(row.size) }),
    fileType: t.exposeString('fileType', { nullable: false }),
  }),
});

/** The people each post names, in one query per request. */
function mentioned(ctx: Context, postId: string): Promise<UserRow[]> {
  const loader = memo(
    ctx,
    'communityMentions',
    () =>
      new DataLoader<string, UserRow[]>(async (postIds) => {
        const rows = await (await ctx.tx.db())
          .select({ postId: mentions.postId, userId: mentions.userId })
          .from(mentions)
          .where(and(eq(mentions.incubatorId, ctx.incubator.id), inArray(mentions.postId, [...postIds])));
        const people = await userLoaders(ctx).user.loadMany([...new Set(rows.map((row) => row.userId))]);
        const byId = new Map(people.filter((u): u is UserRow => Boolean(u) && !(u instanceof Error)).map((u) => [u.id, u]));
        return postIds.map((id) => rows.flatMap((row) => (row.postId === id && byId.has(row.userId) ? [byId.get(row.userId)!] : [])));
      }),
  );
  return loader.load(postId);
}

/** A reply, or a post with its replies: how many rows deleting it takes, read from its count. */
const rowsWith = (post: PostRow) => (post.rootId ? 1 : 1 + post.replyCount);

const PostPermissions = builder.objectRef<PostRow>('PostPermissions').implement({
  description: "What the viewer may do with the post, as the server's changes decide.",
  fields: (t) => ({
    edit: t.boolean({ nullable: false, resolve: (p, _a, ctx) => p.kind === 'POST' && p.authorId === requireViewer(ctx).user.id }),
    delete: t.boolean({ nullable: false, resolve: (p, _a, ctx) => mayDeletePost(ctx, p, rowsWith(p)) }),
    pin: t.boolean({ nullable: false, resolve: (p, _a, ctx) => !p.rootId && isStaffSide(requireViewer(ctx).role?.type) }),
    reply: t.boolean({ nullable: false, resolve: () => true }),
    react: t.boolean({ nullable: false, resolve: () => true }),
    deleteItem: t.boolean({
      nullable: false,
      description: "An outside feed's item: deleted with deleteRssFeedItem(subjectId), so that it never returns.",
      resolve: (p, _a, ctx) => (p.kind === 'RSS' ? isAuthorized(ctx, 'RSS_FEED_ITEM:DELETE') : false),
    }),
  }),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const Post = builder.objectRef<PostRow>('Post');
const PostPageRef = builder.objectRef<PostPage>('PostPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Post], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'Opaque cursor of the next page; null on the last page.' }),
  }),
});

Post.implement({
  description: 'A post of the news feed, or a reply in its thread (rootId set). `content` is sanitised HTML.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.field({ type: PostKindEnum, nullable: false, resolve: (p) => p.kind as (typeof POST_KINDS)[number] }),
    author: t.field({ type: User, resolve: (p, _a, ctx) => (p.authorId ? userLoaders(ctx).user.load(p.authorId) : null) }),
    content: t.exposeString('content', { nullable: false }),
    visibility: t.field({ type: PostVisibilityEnum, nullable: false, resolve: (p) => p.visibility as (typeof POST_VISIBILITIES)[number] }),
    programIds: t.idList({ nullable: false, resolve: (p) => p.programIds }),
    roleTypes: t.stringList({ nullable: false, resolve: (p) => p.roleTypes }),
    isPinned: t.exposeBoolean('isPinned', { nullable: false }),
    pinnedAt: t.string({ resolve: (p) => iso(p.pinnedAt) }),
    linkPreview: t.field({ type: LinkPreview, resolve: (p) => p.linkPreview ?? null }),
    reactions: t.field({ type: [PostReactionCount], nullable: false, resolve: (p, _a, ctx) => reactionsOf(ctx, p) }),
    replyCount: t.exposeInt('replyCount', { nullable: false }),
    rootId: t.exposeID('rootId', { description: 'The post a reply belongs to; null for a post of the feed.' }),
    parentId: t.exposeID('parentId', { description: 'What a reply answers: its post, or another reply of the thread.' }),
    replies: t.field({
      type: PostPageRef,
      nullable: false,
      description: 'The whole thread of a post, oldest first (replies to replies included, with their parentId); empty for a reply.',
      args: { cursor: t.arg.string(), limit: t.arg.int() },
      resolve: (p, args, ctx) => repliesOf(ctx, p, args),
    }),
    attachments: t.field({ type: [PostAttachment], nullable: false, resolve: (p, _a, ctx) => postFiles(ctx, p.id) }),
    mentions: t.field({ type: [User], nullable: false, resolve: (p, _a, ctx) => mentioned(ctx, p.id) }),
    subjectId: t.exposeID('subjectId', { description: 'The record an item stands for: an RSS item, an article, an event.' }),
    data: t.field({ type: JsonScalar, resolve: (p) => p.data ?? null }),
    editedAt: t.string({ resolve: (p) => iso(p.editedAt) }),
    createdAt: t.string({ nullable: false, resolve: (p) => p.createdAt.toISOString() }),
    viewerCan: t.field({ type: PostPermissions, nullable: false, resolve: (p) => p }),
  }),
});

const NewsFeedRef = builder.objectRef<NewsFeed>('NewsFeed').implement({
  fields: (t) => ({
    pinned: t.field({ type: [Post], nullable: false, description: 'Pinned announcements, newest pin first: with the first page only.', resolve: (f) => f.pinned }),
    results: t.field({ type: [Post], nullable: false, resolve: (f) => f.results }),
    next: t.exposeString('next', { description: 'Opaque cursor of the next page; null on the last page.' }),
  }),
});

const NewsFeedFilter = builder.inputType('NewsFeedFilter', {
  fields: (t) => ({ authorId: t.id(), kind: t.field({ type: PostKindEnum }), programId: t.id() }),
});

const PostInput = builder.inputType('PostInput', {
  description: 'As postInputSchema (contracts/community-input.ts). On an edit, attachmentIds is the whole list (left out: unchanged).',
  fields: (t) => ({
    content: t.string({ description: 'Rich text (HTML), sanitised when stored.' }),
    attachmentIds: t.idList(),
    visibility: t.field({ type: PostVisibilityEnum }),
    programIds: t.idList(),
    roleTypes: t.stringList(),
  }),
});

builder.queryFields((t) => ({
  newsFeed: t.field({
    type: NewsFeedRef,
    nullable: false,
    description: 'The news feed (plan newsFeed, NEWS_FEED:VIEW): pinned announcements, then the posts the viewer may read, newest first.',
    args: { filter: t.arg({ type: NewsFeedFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => newsFeed(ctx, args),
  }),
  post: t.field({
    type: Post,
    nullable: false,
    description: "One post, or one reply (its rootId names the thread's post); NOT_FOUND when the viewer may not read it.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findPost(ctx, String(args.id)),
  }),
}));

/** GraphQL leaves absent fields out; null and absent read alike here. */
const present = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

builder.mutationFields((t) => {
  const postId = () => t.arg.id({ required: true });
  const reaction = () => t.arg({ type: PostReactionEnum, required: true });
  return {
    createPost: t.field({
      type: Post,
      nullable: false,
      args: { data: t.arg({ type: PostInput, required: true }) },
      resolve: (_r, args, ctx) => createPost(ctx, present(args.data)),
    }),
    updatePost: t.field({
      type: Post,
      nullable: false,
      description: 'Its author changes a post or reply (a reply keeps its thread’s audience).',
      args: { postId: postId(), data: t.arg({ type: PostInput, required: true }) },
      resolve: (_r, args, ctx) => updatePost(ctx, present(args.data), String(args.postId)),
    }),
    deletePost: t.boolean({ nullable: false, args: { postId: postId() }, resolve: (_r, args, ctx) => deletePost(ctx, {}, String(args.postId)) }),
    pinPost: t.field({
      type: Post,
      nullable: false,
      args: { postId: postId(), pinned: t.arg.boolean({ required: true }) },
      resolve: (_r, args, ctx) => pinPost(ctx, { pinned: args.pinned }, String(args.postId)),
    }),
    reactToPost: t.field({
      type: Post,
      nullable: false,
      args: { postId: postId(), reaction: reaction() },
      resolve: (_r, args, ctx) => reactToPost(ctx, { reaction: args.reaction }, String(args.postId)),
    }),
    removeReaction: t.field({
      type: Post,
      nullable: false,
      args: { postId: postId(), reaction: reaction() },
      resolve: (_r, args, ctx) => removeReaction(ctx, { reaction: args.reaction }, String(args.postId)),
    }),
    replyToPost: t.field({
      type: Post,
      nullable: false,
      description: 'A reply in the thread of postId; parentId: the reply it answers (none: the post itself).',
      args: { postId: postId(), parentId: t.arg.id(), content: t.arg.string({ required: true }), attachmentIds: t.arg.idList() },
      resolve: (_r, { postId: id, ...input }, ctx) => replyToPost(ctx, present(input), String(id)),
    }),
  };
});

type Delivered = FeedLiveEvent & { delivered: FeedUpdateType };

const NewsFeedUpdate = builder.objectRef<Delivered>('NewsFeedUpdate').implement({
  fields: (t) => ({
    type: t.field({ type: UpdateTypeEnum, nullable: false, resolve: (e) => e.delivered }),
    postId: t.exposeID('postId', { nullable: false }),
    rootId: t.exposeID('rootId', { description: 'The thread of a reply; null for a post of the feed.' }),
    post: t.field({
      type: Post,
      description: 'The post as it is now; null when it is gone.',
      resolve: async (e, _a, ctx) => {
        if (e.delivered === 'REMOVED') return null;
        const post = await postLoader(ctx).load(e.postId);
        return post && (await mayReadPost(ctx, post)) ? post : null;
      },
    }),
  }),
});

builder.subscriptionFields((t) => ({
  newsFeedUpdated: t.field({
    type: NewsFeedUpdate,
    nullable: false,
    description: 'Posts and replies added, changed (reactions, edits, pins, previews) or removed, to those allowed to read each.',
    subscribe: async (_r, _a, ctx) => {
      await requireFeed(ctx);
      // Each event is decided for this subscriber as it arrives, in its own transaction (app/graphql.ts).
      return pipe(
        ctx.services.pubsub.subscribe(feedTopic(ctx.incubator.id)),
        map(async (payload) => {
          const event = payload as unknown as FeedLiveEvent;
          return { ...event, delivered: await deliveredAs(ctx, event) };
        }),
        filter((event): event is Delivered => event.delivered !== null),
      );
    },
    resolve: (event) => event,
  }),
}));
