import { filter, pipe } from 'graphql-yoga';
import { authenticate } from '../../core/auth/viewer.ts';
import type { Context } from '../../core/context.ts';
import { requireViewer } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { builder } from '../../core/schema-builder.ts';
import { RequestTransaction } from '../../core/transaction.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { attachmentView } from '../attachments/view.ts';
import { liveAccount } from '../users/live-account.ts';
import { canSeeStartup, mayPin, mayReadPrivate } from './access.ts';
import { mayDeleteNote } from './delete-rule.ts';
import { TimelineItem, declareTimelineKind, timelineKindRef, type TimelineRow } from './kinds.ts';
import { timelineTopic, type TimelineLiveEvent } from './live.ts';
import { timelineLoaders } from './loaders.ts';
import { NOTE_KIND } from './note-kind.ts';
import { startupEvents, startupTimelineKinds, type StartupEventsPage } from './queries.ts';
import { createStartupNote, deleteStartupNote, replyToStartupNote, updateStartupNote } from './service.ts';

const Attachment = builder.objectRef<AttachmentRow>('TimelineAttachment').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    fileType: t.exposeString('fileType', { nullable: false }),
    fileUrl: t.string({ nullable: false, resolve: (row) => attachmentView(row).fileUrl }),
    url: t.string({ nullable: false, resolve: (row) => attachmentView(row).url }),
    pdfUrl: t.string({ resolve: (row) => attachmentView(row).pdfUrl }),
  }),
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isOwn = (ctx: Context, row: TimelineRow) => row.createdBy !== null && row.createdBy === ctx.viewer?.user.id;

/** Notes and their replies (spec 2 §3 `Event`); `message` is the stored, sanitised HTML. */
const Event = timelineKindRef(NOTE_KIND);
declareTimelineKind({
  ref: Event,
  description: 'A note (or a reply under one): rich text, files, public or private, pinned, flagged as an update.',
  fields: (t) => ({
    eventType: t.string({ resolve: (row) => text(row.data?.eventType) ?? 'NOTE' }),
    message: t.exposeString('message'),
    isPublic: t.exposeBoolean('isPublic', { nullable: false }),
    isPinned: t.exposeBoolean('isPinned', { nullable: false }),
    isUpdate: t.exposeBoolean('isUpdate', { nullable: false }),
    attr1: t.string({ resolve: (row) => text(row.data?.attr1) }),
    start: t.string({ resolve: (row) => text(row.data?.start) }),
    end: t.string({ resolve: (row) => text(row.data?.end) }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
    edited: t.boolean({ nullable: false, description: 'Whether its text was changed after it was posted.', resolve: (row) => Boolean(row.data?.editedAt) }),
    parentId: t.id({ description: 'The note a reply answers; null for a note.', resolve: (row) => row.parentId }),
    attachments: t.field({ type: [Attachment], nullable: false, resolve: (row, _a, ctx) => timelineLoaders(ctx).attachments.load(row.id) }),
    replies: t.field({
      type: [Event],
      nullable: false,
      description: 'Its replies, oldest first.',
      resolve: (row, _a, ctx) => (row.parentId ? [] : timelineLoaders(ctx).replies.load(row.id)),
    }),
    replyCount: t.int({ nullable: false, resolve: async (row, _a, ctx) => (row.parentId ? 0 : (await timelineLoaders(ctx).replies.load(row.id)).length) }),
    viewerCanEdit: t.boolean({ nullable: false, description: 'The author changes the text, audience and update flag.', resolve: (row, _a, ctx) => isOwn(ctx, row) }),
    viewerCanPin: t.boolean({ nullable: false, resolve: (row, _a, ctx) => (row.parentId ? false : mayPin(ctx, row.startupId)) }),
    viewerCanDelete: t.boolean({
      nullable: false,
      resolve: async (row, _a, ctx) => mayDeleteNote(ctx, row, row.parentId ? [] : await timelineLoaders(ctx).replies.load(row.id)),
    }),
  }),
});

const Page = builder.objectRef<StartupEventsPage>('StartupEventsPage').implement({
  fields: (t) => ({
    results: t.field({ type: [TimelineItem], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next', { description: 'Opaque cursor of the next page; null on the last page.' }),
  }),
});

builder.queryFields((t) => ({
  startupEvents: t.field({
    type: Page,
    nullable: false,
    description: "A startup's timeline: pinned items first, then newest; replies only under Event.replies.",
    args: { startupId: t.arg.id({ required: true }), cursor: t.arg.string(), type: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => startupEvents(ctx, args.startupId, args.cursor, args.type, args.limit),
  }),
  startupTimelineKinds: t.stringList({
    nullable: false,
    description: 'The kinds the type filter offers.',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupTimelineKinds(ctx, args.startupId),
  }),
}));

builder.mutationFields((t) => ({
  createStartupNote: t.field({
    type: Event,
    nullable: false,
    args: {
      startupId: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      isPublic: t.arg.boolean(),
      isPinned: t.arg.boolean(),
      isUpdate: t.arg.boolean(),
      attachmentIds: t.arg.idList(),
    },
    resolve: (_r, { startupId, ...input }, ctx) => {
      requireViewer(ctx);
      return createStartupNote(ctx, input, startupId);
    },
  }),
  replyToStartupNote: t.field({
    type: Event,
    nullable: false,
    args: { eventId: t.arg.id({ required: true }), message: t.arg.string({ required: true }), attachmentIds: t.arg.idList() },
    resolve: (_r, { eventId, ...input }, ctx) => {
      requireViewer(ctx);
      return replyToStartupNote(ctx, input, eventId);
    },
  }),
  updateStartupNote: t.field({
    type: Event,
    nullable: false,
    args: { eventId: t.arg.id({ required: true }), message: t.arg.string(), isPublic: t.arg.boolean(), isPinned: t.arg.boolean(), isUpdate: t.arg.boolean() },
    resolve: (_r, { eventId, ...input }, ctx) => {
      requireViewer(ctx);
      return updateStartupNote(ctx, input, eventId);
    },
  }),
  deleteStartupNote: t.boolean({
    nullable: false,
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, { eventId }, ctx) => {
      requireViewer(ctx);
      return deleteStartupNote(ctx, {}, eventId);
    },
  }),
}));

const UpdateType = builder.enumType('TimelineUpdateType', { values: ['ADDED', 'UPDATED', 'REMOVED'] as const });
const TimelineUpdate = builder.objectRef<TimelineLiveEvent>('TimelineUpdate').implement({
  fields: (t) => ({
    updateType: t.field({ type: UpdateType, nullable: false, resolve: (e) => e.updateType }),
    eventId: t.exposeID('eventId', { nullable: false }),
    parentId: t.exposeID('parentId', { description: 'The thread of a reply; null for an item of the feed.' }),
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
 * Whether this subscriber hears one event, decided when it arrives (in the event's own
 * transaction): they are still signed in, may still see the startup, and for a private item may
 * read private items — all as they stand now, not as they stood when the page opened.
 */
async function hears(ctx: Context, event: TimelineLiveEvent): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer || !ctx.token) return false;
  if (!(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))) return false;
  const current = await authenticate(ctx, ctx.token);
  if (!current || current.user.id !== viewer.user.id) return false;
  ctx.viewer = current;
  if (!(await canSeeStartup(ctx, event.startupId))) return false;
  const readsPrivate = await mayReadPrivate(ctx, event.startupId);
  if (event.onlyWithoutPrivate) return !readsPrivate;
  return event.isPublic || readsPrivate;
}

builder.subscriptionFields((t) => ({
  startupTimelineUpdated: t.field({
    type: TimelineUpdate,
    nullable: false,
    description: 'Items of the timeline added, changed or removed, to those allowed to see each.',
    args: { startupId: t.arg.id({ required: true }) },
    subscribe: async (_r, { startupId }, ctx) => {
      requireViewer(ctx);
      if (!isId(startupId) || !(await checkedApart(ctx, (own) => canSeeStartup(own, startupId)))) throw notFound();
      return pipe(
        ctx.services.pubsub.subscribe(timelineTopic(ctx.incubator.id, startupId)),
        filter((payload) => hears(ctx, payload as unknown as TimelineLiveEvent)),
      );
    },
    resolve: (event) => event as unknown as TimelineLiveEvent,
  }),
}));
