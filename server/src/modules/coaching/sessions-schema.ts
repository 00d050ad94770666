import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import type { schema } from '../../core/db/pool.ts';
import './session-post.ts';
import { coachingSession, coachingSessions, sessionActions, sessionChangelogs, type SessionPage } from './session-queries.ts';
import { createCoachingSession, deleteCoachingSession, endCoachingSession, startCoachingSession, updateCoachingSession } from './sessions.ts';
import { CoachingEventTypeEnum, CoachingSession, LocationModeEnum } from './types.ts';

type ChangelogRow = typeof schema.coachingSessionChangelogs.$inferSelect;

const Changelog = builder.objectRef<ChangelogRow>('CoachingSessionChangelog').implement({
  description:
    "One change of a session: a date or duration keeps the old and new value (ISO instant or minutes), 'people' the ids taken off (old) and brought in (new), comma-separated.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    initiator: t.field({ type: User, resolve: (row, _a, ctx) => (row.initiatorId ? userLoaders(ctx).user.load(row.initiatorId) : null) as never }),
    type: t.exposeString('type', { nullable: false }),
    changeTime: t.string({ nullable: false, resolve: (row) => row.changeTime.toISOString() }),
    groupId: t.exposeID('groupId', { nullable: false }),
    oldValue: t.exposeString('oldValue'),
    newValue: t.exposeString('newValue'),
  }),
});

const ViewerCan = builder.objectRef<{ edit: boolean; delete: boolean; start: boolean; end: boolean }>('CoachingSessionViewerCan').implement({
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { nullable: false }),
    delete: t.exposeBoolean('delete', { nullable: false }),
    start: t.exposeBoolean('start', { nullable: false }),
    end: t.exposeBoolean('end', { nullable: false }),
  }),
});

builder.objectFields(CoachingSession, (t) => ({
  changelogs: t.field({
    type: [Changelog],
    nullable: false,
    description: 'Empty for those who only follow it (a founder not on it).',
    resolve: (s, _a, ctx) => sessionChangelogs(ctx, s),
  }),
  viewerCan: t.field({ type: ViewerCan, nullable: false, resolve: (s, _a, ctx) => sessionActions(ctx, s) }),
  sequence: t.exposeInt('sequence', { nullable: false, description: 'The version calendars hold (iTIP SEQUENCE).' }),
}));

const Page = builder.objectRef<SessionPage>('CoachingSessionPage').implement({
  fields: (t) => ({
    results: t.field({ type: [CoachingSession], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

const Filter = builder.inputType('CoachingSessionFilter', {
  fields: (t) => ({
    startupId: t.id(),
    coachId: t.id(),
    from: t.string({ description: 'ISO instant: sessions starting at or after it.' }),
    to: t.string({ description: 'ISO instant: sessions starting before it.' }),
    descending: t.boolean({ description: 'Latest first.' }),
  }),
});

const SessionInput = builder.inputType('CoachingSessionInput', {
  description: 'As sessionInputSchema (contracts/coaching-input.ts).',
  fields: (t) => ({
    name: t.string(),
    eventType: t.field({ type: CoachingEventTypeEnum }),
    date: t.string({ description: 'ISO instant.' }),
    expectedDuration: t.int(),
    startupId: t.id(),
    coachIds: t.idList(),
    attendeeIds: t.idList({ description: "Left out: the startup's founders." }),
    topicIds: t.idList(),
    locationMode: t.field({ type: LocationModeEnum }),
    location: t.string(),
    meetingLink: t.string(),
    evaluationFormId: t.id(),
    staffEditorPublic: t.boolean(),
  }),
});

const SessionChanges = builder.inputType('CoachingSessionChanges', {
  description: 'As sessionChangesSchema: only the fields sent change.',
  fields: (t) => ({
    name: t.string(),
    date: t.string(),
    expectedDuration: t.int(),
    coachIds: t.idList(),
    attendeeIds: t.idList(),
    topicIds: t.idList(),
    locationMode: t.field({ type: LocationModeEnum }),
    location: t.string(),
    meetingLink: t.string(),
    evaluationFormId: t.id(),
    staffEditorPublic: t.boolean(),
  }),
});

/** GraphQL leaves absent fields out but sends explicit nulls; the schemas read both as "not sent" where that matters. */
const defined = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  coachingSession: t.field({
    type: CoachingSession,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => coachingSession(ctx, String(args.id)),
  }),
  coachingSessions: t.field({
    type: Page,
    nullable: false,
    args: { filter: t.arg({ type: Filter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) =>
      coachingSessions(
        ctx,
        args.filter ? { ...args.filter, startupId: args.filter.startupId?.toString(), coachId: args.filter.coachId?.toString() } : null,
        args.cursor,
        args.limit,
      ),
  }),
}));

builder.mutationFields((t) => ({
  createCoachingSession: t.field({
    type: CoachingSession,
    nullable: false,
    args: { input: t.arg({ type: SessionInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createCoachingSession(ctx, defined(args.input));
    },
  }),
  updateCoachingSession: t.field({
    type: CoachingSession,
    nullable: false,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SessionChanges, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateCoachingSession(ctx, defined(args.input), String(args.id));
    },
  }),
  deleteCoachingSession: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return deleteCoachingSession(ctx, {}, String(args.id));
    },
  }),
  startCoachingSession: t.field({
    type: CoachingSession,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return startCoachingSession(ctx, {}, String(args.id));
    },
  }),
  endCoachingSession: t.field({
    type: CoachingSession,
    nullable: false,
    args: { id: t.arg.id({ required: true }), estimatedDuration: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return endCoachingSession(ctx, { estimatedDuration: args.estimatedDuration }, String(args.id));
    },
  }),
}));
