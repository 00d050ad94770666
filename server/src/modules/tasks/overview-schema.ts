// Imported by schema.ts, whose refs it uses. Pothos reads field definitions when the schema is
// assembled, after both modules have run, so the refs are only touched inside the thunks below.
import { builder } from '../../core/schema-builder.ts';
import { displayName } from '../users/display-name.ts';
import { userTaskSummaries, userTasks, type UserTaskSummary, type UserTaskSummaryPage } from './people-overview.ts';
import { Page, QueryOptions, StartupRef, UserRef } from './schema.ts';
import { startupTaskSummaries, type StartupTaskSummary, type StartupTaskSummaryPage } from './startups-overview.ts';

const UserSummary = builder.objectRef<UserTaskSummary>('UserTaskSummary').implement({
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      nullable: false,
      resolve: (s, _a, ctx) => ({ id: s.user.id, fullName: displayName(s.user, ctx), avatar: s.user.avatar }),
    }),
    pending: t.exposeInt('pending', { nullable: false }),
    overdue: t.exposeInt('overdue', { nullable: false }),
    nextDueDate: t.string({ resolve: (s) => s.nextDueDate?.toISOString() ?? null }),
  }),
});

const UserSummaryPage = builder.objectRef<UserTaskSummaryPage>('UserTaskSummaryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [UserSummary], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next'),
  }),
});

const StartupSummary = builder.objectRef<StartupTaskSummary>('StartupTaskSummary').implement({
  fields: (t) => ({
    startup: t.field({ type: StartupRef, nullable: false, resolve: (s) => s.startup }),
    overdue: t.exposeInt('overdue', { nullable: false }),
    today: t.exposeInt('today', { nullable: false }),
    future: t.exposeInt('future', { nullable: false }),
  }),
});

const StartupSummaryPage = builder.objectRef<StartupTaskSummaryPage>('StartupTaskSummaryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [StartupSummary], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next'),
  }),
});

builder.queryFields((t) => ({
  userTaskSummaries: t.field({
    type: UserSummaryPage,
    nullable: false,
    description: 'People the viewer may see, by name, with their open tasks (staff-like roles only).',
    args: { search: t.arg.string(), cursor: t.arg.string(), limit: t.arg.int(), todayStart: t.arg.string() },
    resolve: (_r, args, ctx) => userTaskSummaries(ctx, args),
  }),
  userTasks: t.field({
    type: Page,
    nullable: false,
    description: "One person's tasks, paged like myTasksPaginated (staff-like roles only).",
    args: { userId: t.arg.id({ required: true }), queryOptions: t.arg({ type: QueryOptions }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => userTasks(ctx, args),
  }),
  startupTaskSummaries: t.field({
    type: StartupSummaryPage,
    nullable: false,
    description: 'Startups the viewer may see, by name, with the sizes of their startupTasks groups (staff-like roles only).',
    args: {
      search: t.arg.string(),
      cursor: t.arg.string(),
      limit: t.arg.int(),
      todayStart: t.arg.string({ required: true }),
      todayEnd: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => startupTaskSummaries(ctx, args),
  }),
}));
