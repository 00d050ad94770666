import { gql, type TypedDocumentNode } from '@apollo/client';

export interface TaskPerson { _id: string; fullName: string; avatar: string | null }

/** Spec 1 §3 Task, as every task list of the web reads it. */
export interface Task {
  _id: string;
  name: string;
  url: string | null;
  dueDate: string;
  taskType: string;
  isGroupTask: boolean;
  done: boolean;
  /** TASK/TASK:DELETE for this very task, decided by the server. */
  viewerCanManage: boolean;
  startup: { _id: string; name: string } | null;
  createdBy: { _id: string; fullName: string } | null;
  assignees: Array<{ user: TaskPerson | null; done: boolean; status: string }>;
}

export interface TaskPage { results: Task[]; totalCount: number; next: string | null; prev: string | null }

const TASK_FIELDS = gql`
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
`;

export interface MyTasksVariables {
  queryOptions?: { before?: string | null; approvalStatus?: string[] | null; completionStatus?: string | null };
  cursor?: string | null;
  limit?: number;
}

export const MY_TASKS: TypedDocumentNode<{ myTasksPaginated: TaskPage }, MyTasksVariables> = gql`
  query MyTasks($queryOptions: MyTasksQueryOptions, $cursor: String, $limit: Int) {
    myTasksPaginated(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results { ...TaskFields }
      totalCount
      next
      prev
    }
  }
  ${TASK_FIELDS}
`;

/** Only the count, for the badge. */
export const TASKS_BADGE: TypedDocumentNode<{ myTasksPaginated: { totalCount: number } }, MyTasksVariables> = gql`
  query TasksBadge($queryOptions: MyTasksQueryOptions) {
    myTasksPaginated(queryOptions: $queryOptions, limit: 1) { totalCount }
  }
`;

export const USER_TASKS: TypedDocumentNode<{ userTasks: TaskPage }, MyTasksVariables & { userId: string }> = gql`
  query UserTasks($userId: ID!, $queryOptions: MyTasksQueryOptions, $cursor: String, $limit: Int) {
    userTasks(userId: $userId, queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results { ...TaskFields }
      totalCount
      next
      prev
    }
  }
  ${TASK_FIELDS}
`;

export interface UserTaskSummary { user: TaskPerson; pending: number; overdue: number; nextDueDate: string | null }

export const USER_TASK_SUMMARIES: TypedDocumentNode<
  { userTaskSummaries: { results: UserTaskSummary[]; next: string | null } },
  { search?: string | null; cursor?: string | null; limit?: number; todayStart: string }
> = gql`
  query UserTaskSummaries($search: String, $cursor: String, $limit: Int, $todayStart: String) {
    userTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $todayStart) {
      results { user { _id fullName avatar } pending overdue nextDueDate }
      next
    }
  }
`;

export interface StartupTaskSummary { startup: { _id: string; name: string }; overdue: number; today: number; future: number }

export const STARTUP_TASK_SUMMARIES: TypedDocumentNode<
  { startupTaskSummaries: { results: StartupTaskSummary[]; next: string | null } },
  { search?: string | null; cursor?: string | null; limit?: number; todayStart: string; todayEnd: string }
> = gql`
  query StartupTaskSummaries($search: String, $cursor: String, $limit: Int, $todayStart: String!, $todayEnd: String!) {
    startupTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $todayStart, todayEnd: $todayEnd) {
      results { startup { _id name } overdue today future }
      next
    }
  }
`;

/** Spec 1 §7 StartupTasks. */
export const STARTUP_TASKS: TypedDocumentNode<
  { startupTasks: { overdue: Task[]; today: Task[]; future: Task[] } },
  { startupId: string; todayStart: string; todayEnd: string }
> = gql`
  query StartupTasks($startupId: ID!, $todayStart: String!, $todayEnd: String!) {
    startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd) {
      overdue { ...TaskFields }
      today { ...TaskFields }
      future { ...TaskFields }
    }
  }
  ${TASK_FIELDS}
`;

export interface AssigneeOption { label: string; type: string; value: string }
export interface AssigneeGroup { label: string; options: AssigneeOption[] }

export const ASSIGNEE_OPTIONS: TypedDocumentNode<{ getAssigneeOptions: AssigneeGroup[] }> = gql`
  query getAssigneeOptions {
    getAssigneeOptions { label options { label type value } }
  }
`;

/** The task as the dialog edits it. */
export const TASK_FOR_EDIT: TypedDocumentNode<
  { task: Task & { assigneeChoices: Array<{ type: string; value: string }> } },
  { taskId: string }
> = gql`
  query TaskForEdit($taskId: ID!) {
    task(taskId: $taskId) {
      ...TaskFields
      assigneeChoices { type value }
    }
  }
  ${TASK_FIELDS}
`;

export interface TaskInput {
  name: string;
  dueDate: string;
  assignees: Array<{ type: string; value: string }>;
  url: string | null;
  startupId: string | null;
}

export const CREATE_TASK: TypedDocumentNode<{ createTask: Task }, TaskInput> = gql`
  mutation CreateTask($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!, $url: String, $startupId: ID) {
    createTask(name: $name, dueDate: $dueDate, assignees: $assignees, url: $url, startupId: $startupId) { ...TaskFields }
  }
  ${TASK_FIELDS}
`;

export const UPDATE_TASK: TypedDocumentNode<{ updateTask: Task }, { taskId: string; updatedTask: TaskInput }> = gql`
  mutation UpdateTask($taskId: ID!, $updatedTask: TaskInput) {
    updateTask(taskId: $taskId, updatedTask: $updatedTask) { ...TaskFields }
  }
  ${TASK_FIELDS}
`;

export const UPDATE_TASK_DONE: TypedDocumentNode<{ updateTaskDone: Task }, { taskId: string; done: boolean; assigneeId: string }> = gql`
  mutation UpdateTaskDone($taskId: ID!, $done: Boolean!, $assigneeId: ID) {
    updateTaskDone(taskId: $taskId, done: $done, assigneeId: $assigneeId) { ...TaskFields }
  }
  ${TASK_FIELDS}
`;

export const DELETE_TASK: TypedDocumentNode<{ deleteTask: boolean }, { taskId: string }> = gql`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`;

export interface TaskUpdate { updateType: 'ADDED' | 'REMOVED'; taskId: string; task: { _id: string; dueDate: string } }

export const TASKS_UPDATED: TypedDocumentNode<{ tasksUpdatedForUser: TaskUpdate }, { userId: string }> = gql`
  subscription TasksUpdatedForUser($userId: ID!) {
    tasksUpdatedForUser(userId: $userId) { updateType taskId task { _id dueDate } }
  }
`;
