import { builder } from '../../core/schema-builder.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { requireActivityFeed } from './access.ts';
import { activityFeed, type FeedItem, type FeedPage } from './feed.ts';
import { declaredKinds } from './declare.ts';
import { kindLabel, summarise } from './summaries.ts';

interface Person {
  id: string;
  fullName: string;
  avatar: string | null;
}

const ActivityActor = builder.objectRef<Person>('ActivityActor').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    avatar: t.exposeString('avatar'),
  }),
});

const ActivityEvent = builder.objectRef<FeedItem>('ActivityEvent').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (item) => item.createdAt.toISOString() }),
    // Null when the organisation's own automatic work acted, or the person's record is gone.
    actor: t.field({
      type: ActivityActor,
      resolve: async (item, _a, ctx) => {
        const user = item.actorId ? await userLoaders(ctx).user.load(item.actorId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx), avatar: user.avatar } : null;
      },
    }),
    summary: t.string({ nullable: false, resolve: (item, _a, ctx) => summarise(ctx, item) }),
  }),
});

const ActivityFeedPage = builder.objectRef<FeedPage>('ActivityFeedPage').implement({
  fields: (t) => ({
    results: t.field({ type: [ActivityEvent], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next'),
  }),
});

const ActivityKind = builder.objectRef<{ kind: string; label: string }>('ActivityKind').implement({
  fields: (t) => ({ kind: t.exposeString('kind', { nullable: false }), label: t.exposeString('label', { nullable: false }) }),
});

const ActivityFeedFilter = builder.inputType('ActivityFeedFilter', {
  fields: (t) => ({
    kinds: t.stringList(),
    actorId: t.id(),
    from: t.string({ description: 'ISO instant, inclusive.' }),
    to: t.string({ description: 'ISO instant, exclusive.' }),
  }),
});

builder.queryFields((t) => ({
  activityFeed: t.field({
    type: ActivityFeedPage,
    nullable: false,
    args: { filter: t.arg({ type: ActivityFeedFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => activityFeed(ctx, args),
  }),
  activityKinds: t.field({
    type: [ActivityKind],
    nullable: false,
    resolve: (_r, _a, ctx) => {
      requireActivityFeed(ctx);
      return declaredKinds()
        .map((kind) => ({ kind, label: kindLabel(ctx, kind) }))
        .sort((a, b) => a.label.localeCompare(b.label, ctx.language));
    },
  }),
}));
