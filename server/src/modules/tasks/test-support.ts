import { expect } from 'vitest';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';

export const TASK_FIELDS =
  '_id name url dueDate taskType isGroupTask done createdBy { _id fullName } startup { _id name } assignees { user { _id fullName avatar } status done completedAt }';
export const CREATE = `mutation Create($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!, $url: String, $startupId: ID, $done: Boolean) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees, url: $url, startupId: $startupId, done: $done) { ${TASK_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $task: TaskInput) { updateTask(taskId: $id, updatedTask: $task) { ${TASK_FIELDS} } }`;
export const DONE = `mutation Done($id: ID!, $done: Boolean!, $assigneeId: ID) { updateTaskDone(taskId: $id, done: $done, assigneeId: $assigneeId) { _id done assignees { user { _id } done status completedAt } } }`;
export const DELETE = 'mutation Delete($id: ID!) { deleteTask(taskId: $id) }';
export const MY_TASKS = `query Mine($options: MyTasksQueryOptions, $cursor: String, $limit: Int) {
  myTasksPaginated(queryOptions: $options, cursor: $cursor, limit: $limit) { results { _id name dueDate } totalCount next prev } }`;
export const STARTUP_TASKS = `query Startup($id: ID!, $start: String!, $end: String!) {
  startupTasks(startupId: $id, todayStart: $start, todayEnd: $end) { overdue { _id } today { _id } future { _id } } }`;
export const OPTIONS = '{ getAssigneeOptions { label options { label type value } } }';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant) => gql(server, query, variables, { tenant: on.slug, token });
}

/** Creates a task and answers it, failing the test on any error. */
export async function created(call: ReturnType<typeof caller>, token: string, on: Tenant, variables: Record<string, unknown>) {
  const answer = await call(CREATE, { dueDate: inDays(2), ...variables }, token, on);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.createTask;
}
