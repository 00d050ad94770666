import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { startups } from './programs.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/** An assignee option as chosen in the task form: a person, or a group standing for its members. */
export interface AssigneeRef {
  type: string;
  value: string;
}

export const tasks = pgTable(
  'tasks',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    url: text('url'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** 'normal', or one of the automatic types the system creates and completes. */
    taskType: text('task_type').notNull().default('normal'),
    startupId: uuid('startup_id'),
    /** Null for tasks the system created (automatic ones). */
    createdBy: uuid('created_by'),
    isGroupTask: boolean('is_group_task').notNull().default(false),
    /** The groups chosen in the form, so an edit shows them as chosen; members are expanded into task_assignees. */
    group: jsonb('group').$type<AssigneeRef[]>(),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('tasks_startup_due_idx').on(t.incubatorId, t.startupId, t.dueDate, t.id),
    index('tasks_created_by_idx').on(t.incubatorId, t.createdBy),
  ],
);

/**
 * One row per person a task is assigned to, with their own done flag. The task's due date and
 * approval status are copied here so "my tasks" and the badge are answered from one index.
 */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    incubatorId: uuid('incubator_id').notNull(),
    taskId: uuid('task_id').notNull(),
    userId: uuid('user_id').notNull(),
    done: boolean('done').notNull().default(false),
    status: text('status').notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.taskId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // The approval status trails the page order: a list's total is then counted from the index alone.
    index('task_assignees_user_done_due_idx').on(t.incubatorId, t.userId, t.done, t.dueDate, t.taskId, t.approvalStatus),
    index('task_assignees_user_due_idx').on(t.incubatorId, t.userId, t.dueDate, t.taskId, t.approvalStatus),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskAssigneeRow = typeof taskAssignees.$inferSelect;
