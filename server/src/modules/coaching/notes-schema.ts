import { filter, pipe } from 'graphql-yoga';
import { authenticate } from '../../core/auth/viewer.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { builder } from '../../core/schema-builder.ts';
import { RequestTransaction } from '../../core/transaction.ts';
import { userLoaders } from '../users/loaders.ts';
import { liveAccount } from '../users/live-account.ts';
import { User } from '../users/schema.ts';
import { sessionStanding, visibleSession } from './access.ts';
import { SESSION_UPDATE_KINDS, sessionTopic, type SessionLiveEvent } from './live.ts';
import { announceSessionPresence, readableStaffNotes, saveSessionNotes, writesSharedNotes, writesStaffNotes } from './notes.ts';
import { findSession } from './repo.ts';
import { CoachingSession } from './types.ts';

builder.objectFields(CoachingSession, (t) => ({
  editor: t.string({ nullable: false, description: 'The notes everyone taking part shares (sanitised HTML).', resolve: (s) => s.editor }),
  staffEditor: t.string({
    description: "The staff's own notes (sanitised HTML); null for the startup's side unless they are shared (staffEditorPublic).",
    resolve: (s, _a, ctx) => readableStaffNotes(ctx, s),
  }),
  notesRevision: t.exposeInt('notesRevision', { nullable: false, description: 'Counts the saves of the notes; a save names the one it started from.' }),
  viewerMayWriteNotes: t.boolean({
    nullable: false,
    resolve: async (s, _a, ctx) => {
      const standing = await sessionStanding(ctx, s);
      return Boolean(standing && writesSharedNotes(standing));
    },
  }),
  viewerMayWriteStaffNotes: t.boolean({
    nullable: false,
    description: "Writes the staff's notes and decides whether the startup reads them.",
    resolve: async (s, _a, ctx) => {
      const standing = await sessionStanding(ctx, s);
      return Boolean(standing && writesStaffNotes(ctx, standing));
    },
  }),
}));

const NotesInput = builder.inputType('CoachingSessionNotesInput', {
  fields: (t) => ({
    editor: t.string({ description: 'The shared notes, when they changed.' }),
    staffEditor: t.string({ description: "The staff's notes, when they changed." }),
    staffEditorPublic: t.boolean({ description: "Whether the startup's side reads the staff's notes." }),
    revision: t.int({ required: true, description: 'The notesRevision the writer started from.' }),
  }),
});

builder.mutationFields((t) => ({
  saveCoachingSessionNotes: t.field({
    type: CoachingSession,
    nullable: false,
    description: "Saves a session's notes; NOTES_CONFLICT (with extensions.current) when someone saved since `revision`.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: NotesInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => saveSessionNotes(ctx, input, id),
  }),
  coachingSessionPresence: t.boolean({
    nullable: false,
    description: "Tells the session's other open pages that the viewer is there, and whether they are typing in its notes.",
    args: { sessionId: t.arg.id({ required: true }), editing: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => announceSessionPresence(ctx, args),
  }),
}));

const UpdateKind = builder.enumType('CoachingSessionUpdateKind', { values: SESSION_UPDATE_KINDS });

const SessionUpdate = builder.objectRef<SessionLiveEvent>('CoachingSessionUpdate').implement({
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { nullable: false }),
    kind: t.field({ type: UpdateKind, nullable: false, resolve: (e) => e.kind }),
    by: t.field({ type: User, resolve: (e, _a, ctx) => (e.byId ? userLoaders(ctx).user.load(e.byId) : null) }),
    notesRevision: t.int({ resolve: (e) => e.notesRevision }),
    editing: t.boolean({ description: 'PRESENCE: whether they are typing in the notes.', resolve: (e) => e.editing }),
  }),
});

/** Runs a check in a short transaction of its own: a subscription's own is over before its resolver runs (app/graphql.ts). */
async function checkedApart<T>(ctx: Context, check: (own: Context) => Promise<T>): Promise<T> {
  const tx = new RequestTransaction(ctx.services.pool, ctx.incubator.id);
  try {
    const answer = await check({ ...ctx, tx, memo: new Map() });
    await tx.finish(true);
    return answer;
  } catch (error) {
    await tx.finish(false).catch(() => undefined);
    throw error;
  }
}

/**
 * Whether this subscriber hears one push, decided as they stand when it arrives: still signed in,
 * still able to open the session, and for the staff's notes still reading them. One's own presence
 * is not told back.
 */
async function hears(ctx: Context, event: SessionLiveEvent): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer || !ctx.token) return false;
  if (!(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))) return false;
  const current = await authenticate(ctx, ctx.token);
  if (!current || current.user.id !== viewer.user.id) return false;
  ctx.viewer = current;
  if (event.kind === 'PRESENCE' && event.byId === current.user.id) return false;
  // The session is gone: those who had it open hear only that.
  if (event.kind === 'DELETED') return true;
  const session = await findSession(await ctx.tx.db(), ctx.incubator.id, event.sessionId);
  const standing = session ? await sessionStanding(ctx, session) : null;
  if (!standing) return false;
  return event.kind !== 'STAFF_NOTES' || standing.readsStaffNotes;
}

builder.subscriptionFields((t) => ({
  coachingSessionUpdated: t.field({
    type: SessionUpdate,
    nullable: false,
    description: 'What changes on a session, and who is on its page, to those allowed to open it.',
    args: { sessionId: t.arg.id({ required: true }) },
    subscribe: async (_r, { sessionId }, ctx) => {
      requireViewer(ctx);
      if (!isId(sessionId)) throw notFound();
      await checkedApart(ctx, (own) => visibleSession(own, sessionId));
      return pipe(
        ctx.services.pubsub.subscribe(sessionTopic(ctx.incubator.id, sessionId)),
        filter((payload) => hears(ctx, payload as unknown as SessionLiveEvent)),
      );
    },
    resolve: (event) => event as unknown as SessionLiveEvent,
  }),
}));
