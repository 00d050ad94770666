import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { isId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import { activeSessions, logoutSession, sessionView, upsertSession } from './service.ts';
import { sessionTopic } from './live.ts';

type SessionView = ReturnType<typeof sessionView>;

const Session = builder.objectRef<SessionView>('Session').implement({
  fields: (t) => ({
    _id: t.exposeID('_id', { nullable: false }),
    status: t.exposeString('status', { nullable: false }),
    userAgent: t.exposeString('userAgent'),
    createdAt: t.exposeString('createdAt', { nullable: false }),
    lastSeenAt: t.exposeString('lastSeenAt', { nullable: false }),
    current: t.exposeBoolean('current', { nullable: false }),
  }),
});

const SessionLoggedOut = builder.objectRef<{ sessionId: string }>('SessionLoggedOut').implement({
  fields: (t) => ({ sessionId: t.exposeID('sessionId', { nullable: false }) }),
});

builder.queryFields((t) => ({
  mySessions: t.field({
    type: [Session],
    nullable: false,
    resolve: async (_r, _a, ctx) => {
      const viewer = requireViewer(ctx);
      return (await activeSessions(ctx, await ctx.tx.db(), viewer.user.id)).map((row) => sessionView(row, viewer));
    },
  }),
}));

builder.mutationFields((t) => ({
  upsertSession: t.field({
    type: Session,
    nullable: false,
    args: { sessionId: t.arg.id() },
    resolve: async (_r, { sessionId }, ctx) => {
      const viewer = requireViewer(ctx);
      return sessionView(await upsertSession(ctx, viewer, sessionId), viewer);
    },
  }),
  logoutSession: t.boolean({
    nullable: false,
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_r, { sessionId }, ctx) => {
      const viewer = requireViewer(ctx);
      if (!isId(sessionId)) throw notFound();
      return logoutSession(ctx, viewer, sessionId);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  sessionLoggedOut: t.field({
    type: SessionLoggedOut,
    nullable: false,
    args: { sessionId: t.arg.id({ required: true }) },
    subscribe: (_r, { sessionId }, ctx) => {
      const viewer = requireViewer(ctx);
      if (!isId(sessionId)) throw notFound();
      // Checked for every event: only the owner of the session hears that it ended.
      return pipe(
        ctx.services.pubsub.subscribe(sessionTopic(sessionId)),
        filter((event) => event.userId === viewer.user.id),
      );
    },
    resolve: (event) => ({ sessionId: String(event.sessionId) }),
  }),
}));
