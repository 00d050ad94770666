import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

const TASK_FIELDS = graphql(`
  fragment TaskFields on Task {
    _id
    name
    url
    dueDate
    taskType
    isGroupTask
    done
    viewerCanManage
    startup { _id name }
    createdBy { _id fullName }
    assignees { user { _id fullName avatar } done status }
  }
`);

export const MY_TASKS = graphql(
  `
  query MyTasks($queryOptions: MyTasksQueryOptions, $cursor: String, $limit: Int) {
    myTasksPaginated(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results { ...TaskFields }
      totalCount
      next
      prev
    }
  }
`,
  [TASK_FIELDS],
);

/** Only the count, for the badge. */
export const TASKS_BADGE = graphql(`
  query TasksBadge($queryOptions: MyTasksQueryOptions) {
    myTasksPaginated(queryOptions: $queryOptions, limit: 1) { totalCount }
  }
`);

export const USER_TASKS = graphql(
  `
  query UserTasks($userId: ID!, $queryOptions: MyTasksQueryOptions, $cursor: String, $limit: Int) {
    userTasks(userId: $userId, queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results { ...TaskFields }
      totalCount
      next
      prev
    }
  }
`,
  [TASK_FIELDS],
);

export const USER_TASK_SUMMARIES = graphql(`
  query UserTaskSummaries($search: String, $cursor: String, $limit: Int, $todayStart: String) {
    userTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $todayStart) {
      results { user { _id fullName avatar } pending overdue nextDueDate }
      next
    }
  }
`);

export const STARTUP_TASK_SUMMARIES = graphql(`
  query StartupTaskSummaries($search: String, $cursor: String, $limit: Int, $todayStart: String!, $todayEnd: String!) {
    startupTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $todayStart, todayEnd: $todayEnd) {
      results { startup { _id name } overdue today future }
      next
    }
  }
`);

/** Spec 1 §7 StartupTasks. */
export const STARTUP_TASKS = graphql(
  `
  query StartupTasks($startupId: ID!, $todayStart: String!, $todayEnd: String!) {
    startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd) {
      overdue { ...TaskFields }
      today { ...TaskFields }
      future { ...TaskFields }
    }
  }
`,
  [TASK_FIELDS],
);

export const ASSIGNEE_OPTIONS = graphql(`
  query getAssigneeOptions {
    getAssigneeOptions { label options { label type value } }
  }
`);

/** The task as the dialog edits it. */
export const TASK_FOR_EDIT = graphql(
  `
  query TaskForEdit($taskId: ID!) {
    task(taskId: $taskId) {
      ...TaskFields
      assigneeChoices { type value }
    }
  }
`,
  [TASK_FIELDS],
);

export const CREATE_TASK = graphql(
  `
  mutation CreateTask($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!, $url: String, $startupId: ID) {
    createTask(name: $name, dueDate: $dueDate, assignees: $assignees, url: $url, startupId: $startupId) { ...TaskFields }
  }
`,
  [TASK_FIELDS],
);

export const UPDATE_TASK = graphql(
  `
  mutation UpdateTask($taskId: ID!, $updatedTask: TaskInput) {
    updateTask(taskId: $taskId, updatedTask: $updatedTask) { ...TaskFields }
  }
`,
  [TASK_FIELDS],
);

export const UPDATE_TASK_DONE = graphql(
  `
  mutation UpdateTaskDone($taskId: ID!, $done: Boolean!, $assigneeId: ID) {
    updateTaskDone(taskId: $taskId, done: $done, assigneeId: $assigneeId) { ...TaskFields }
  }
`,
  [TASK_FIELDS],
);

export const DELETE_TASK = graphql(`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`);

export const TASKS_UPDATED = graphql(`
  subscription TasksUpdatedForUser($userId: ID!) {
    tasksUpdatedForUser(userId: $userId) { updateType taskId task { _id dueDate } }
  }
`);

/** Spec 1 §3 Task, as every task list of the web reads it; `viewerCanManage` is TASK/TASK:DELETE for this very task, decided by the server. */
export type Task = ResultOf<typeof TASK_FIELDS>;

export type TaskPerson = NonNullable<Task['assignees'][number]['user']>;

export type TaskPage = ResultOf<typeof MY_TASKS>['myTasksPaginated'];

export type MyTasksVariables = VariablesOf<typeof MY_TASKS>;

export type UserTaskSummary = ResultOf<typeof USER_TASK_SUMMARIES>['userTaskSummaries']['results'][number];

export type StartupTaskSummary = ResultOf<typeof STARTUP_TASK_SUMMARIES>['startupTaskSummaries']['results'][number];

export type AssigneeGroup = ResultOf<typeof ASSIGNEE_OPTIONS>['getAssigneeOptions'][number];

export type AssigneeOption = AssigneeGroup['options'][number];

export type TaskInput = VariablesOf<typeof CREATE_TASK>;

export type TaskUpdate = ResultOf<typeof TASKS_UPDATED>['tasksUpdatedForUser'];
