import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { TaskAssigneeRow, TaskRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { liveAccount } from '../users/live-account.ts';
import { taskTopic, type TaskUpdateType } from './live.ts';
import { taskLoaders } from './loaders.ts';
import { canManageTask } from './access.ts';
import { assigneeChoices } from './choices.ts';
import { assigneeOptions, type AssigneeGroup, type AssigneeOption } from './options.ts';
import { findVisibleTask } from './service.ts';
import { myTasksPaginated, startupTasks, type TaskPage } from './queries.ts';
import { createTask, deleteTask, updateTask, updateTaskDone } from './service.ts';
import './overview-schema.ts';

export const UserRef = builder.objectRef<{ id: string; fullName: string; avatar: string | null }>('TaskUser').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    avatar: t.exposeString('avatar'),
  }),
});

export const StartupRef = builder.objectRef<{ id: string; name: string }>('TaskStartup').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), name: t.exposeString('name', { nullable: false }) }),
});

const Assignee = builder.objectRef<TaskAssigneeRow>('TaskAssignee').implement({
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      resolve: async (row, _a, ctx) => {
        const user = await userLoaders(ctx).user.load(row.userId);
        return user ? { id: user.id, fullName: displayName(user, ctx), avatar: user.avatar } : null;
      },
    }),
    status: t.exposeString('status', { nullable: false }),
    done: t.exposeBoolean('done', { nullable: false }),
    completedAt: t.string({ resolve: (row) => row.completedAt?.toISOString() ?? null }),
  }),
});

export const Task = builder.objectRef<TaskRow>('Task').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.exposeString('url'),
    dueDate: t.string({ nullable: false, resolve: (row) => row.dueDate.toISOString() }),
    taskType: t.exposeString('taskType', { nullable: false }),
    approvalStatus: t.exposeString('approvalStatus', { nullable: false }),
    isGroupTask: t.exposeBoolean('isGroupTask', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
    createdBy: t.field({
      type: UserRef,
      resolve: async (row, _a, ctx) => {
        const user = row.createdBy ? await userLoaders(ctx).user.load(row.createdBy) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx), avatar: user.avatar } : null;
      },
    }),
    startup: t.field({ type: StartupRef, resolve: (row, _a, ctx) => (row.startupId ? taskLoaders(ctx).startup.load(row.startupId) : null) }),
    assignees: t.field({ type: [Assignee], nullable: false, resolve: (row, _a, ctx) => taskLoaders(ctx).assignees.load(row.id) }),
    done: t.boolean({
      nullable: false,
      resolve: async (row, _a, ctx) => {
        const list = await taskLoaders(ctx).assignees.load(row.id);
        return list.length > 0 && list.every((r) => r.done);
      },
    }),
    // TASK/TASK:DELETE for this task as canManageTask decides it (the generic isUserAuthorized
    // reads task ids as startup or user ids under ASSIGNED); lists read it without a query per row.
    viewerCanManage: t.boolean({
      nullable: false,
      resolve: async (row, _a, ctx) => canManageTask(ctx, row, await taskLoaders(ctx).assignees.load(row.id)),
    }),
    assigneeChoices: t.field({
      type: [Option],
      nullable: false,
      description: 'The options as the task form shows them chosen: its groups, and the people not brought in by a group.',
      resolve: (row, _a, ctx) => assigneeChoices(ctx, row),
    }),
  }),
});

const Option = builder.objectRef<AssigneeOption>('AssigneeOption').implement({
  fields: (t) => ({ label: t.exposeString('label', { nullable: false }), type: t.exposeString('type', { nullable: false }), value: t.exposeString('value', { nullable: false }) }),
});
const OptionGroup = builder.objectRef<AssigneeGroup>('AssigneeOptionGroup').implement({
  fields: (t) => ({ label: t.exposeString('label', { nullable: false }), options: t.field({ type: [Option], nullable: false, resolve: (g) => g.options }) }),
});

export const Page = builder.objectRef<TaskPage>('TaskPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Task], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
    prev: t.exposeString('prev'),
  }),
});

type Buckets = { overdue: TaskRow[]; today: TaskRow[]; future: TaskRow[] };
const StartupTasks = builder.objectRef<Buckets>('StartupTasks').implement({
  fields: (t) => ({
    overdue: t.field({ type: [Task], nullable: false, resolve: (b) => b.overdue }),
    today: t.field({ type: [Task], nullable: false, resolve: (b) => b.today }),
    future: t.field({ type: [Task], nullable: false, resolve: (b) => b.future }),
  }),
});

export const QueryOptions = builder.inputType('MyTasksQueryOptions', {
  fields: (t) => ({ before: t.string(), approvalStatus: t.stringList(), completionStatus: t.string() }),
});
const AssigneeInput = builder.inputType('TaskAssigneeInput', { fields: (t) => ({ type: t.string(), value: t.string() }) });
const TaskFields = builder.inputType('TaskInput', {
  fields: (t) => ({
    name: t.string(),
    dueDate: t.string(),
    done: t.boolean(),
    assignees: t.field({ type: [AssigneeInput] }),
    url: t.string(),
    startupId: t.id(),
  }),
});

builder.queryFields((t) => ({
  task: t.field({
    type: Task,
    nullable: false,
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findVisibleTask(ctx, args.taskId),
  }),
  getAssigneeOptions: t.field({ type: [OptionGroup], nullable: false, resolve: (_r, _a, ctx) => assigneeOptions(ctx) }),
  myTasksPaginated: t.field({
    type: Page,
    nullable: false,
    args: { queryOptions: t.arg({ type: QueryOptions }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => myTasksPaginated(ctx, args.queryOptions, args.cursor, args.limit),
  }),
  startupTasks: t.field({
    type: StartupTasks,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), todayStart: t.arg.string({ required: true }), todayEnd: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return startupTasks(ctx, args.startupId, args.todayStart, args.todayEnd);
    },
  }),
}));

builder.mutationFields((t) => ({
  createTask: t.field({
    type: Task,
    nullable: false,
    args: {
      name: t.arg.string({ required: true }),
      dueDate: t.arg.string({ required: true }),
      done: t.arg.boolean(),
      assignees: t.arg({ type: [AssigneeInput], required: true }),
      url: t.arg.string(),
      startupId: t.arg.id(),
    },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createTask(ctx, args);
    },
  }),
  updateTask: t.field({
    type: Task,
    nullable: false,
    args: { taskId: t.arg.id({ required: true }), updatedTask: t.arg({ type: TaskFields }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateTask(ctx, args.updatedTask ?? {}, args.taskId);
    },
  }),
  updateTaskDone: t.field({
    type: Task,
    nullable: false,
    args: { taskId: t.arg.id({ required: true }), done: t.arg.boolean({ required: true }), assigneeId: t.arg.id() },
    resolve: (_r, args, ctx) => updateTaskDone(ctx, { done: args.done, assigneeId: args.assigneeId }, args.taskId),
  }),
  deleteTask: t.boolean({
    nullable: false,
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return deleteTask(ctx, {}, args.taskId);
    },
  }),
}));

interface TaskEvent {
  updateType: TaskUpdateType;
  taskId: string;
  userId: string;
  dueDate: string;
}

const UpdateType = builder.enumType('TaskUpdateType', { values: ['ADDED', 'REMOVED'] as const });
const TaskUpdate = builder.objectRef<TaskEvent>('TaskUpdate').implement({
  fields: (t) => ({
    updateType: t.field({ type: UpdateType, nullable: false, resolve: (e) => e.updateType }),
    taskId: t.exposeID('taskId', { nullable: false }),
    task: t.field({
      type: builder.objectRef<{ _id: string; dueDate: string }>('TaskUpdateTask').implement({
        fields: (f) => ({ _id: f.exposeID('_id', { nullable: false }), dueDate: f.exposeString('dueDate', { nullable: false }) }),
      }),
      nullable: false,
      resolve: (e) => ({ _id: e.taskId, dueDate: e.dueDate }),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  tasksUpdatedForUser: t.field({
    type: TaskUpdate,
    nullable: false,
    args: { userId: t.arg.id({ required: true }) },
    subscribe: (_r, { userId }, ctx) => {
      const viewer = requireViewer(ctx);
      if (!isId(userId)) throw notFound();
      if (userId !== viewer.user.id) throw forbidden();
      // Checked for every event: the account must still be live.
      return pipe(
        ctx.services.pubsub.subscribe(taskTopic(ctx.incubator.id, userId)),
        filter(async (event) => event.userId === viewer.user.id && Boolean(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))),
      );
    },
    resolve: (event) => event as unknown as TaskEvent,
  }),
}));
