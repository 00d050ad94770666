import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../test/renderWithApollo';
import { SHELL_USER } from '../../shell/user/shellUser';
import { MY_TASKS, TASKS_BADGE, TASKS_UPDATED } from './graphql';
import { TasksDrawerButton } from './drawer/TasksDrawerButton';
import { MyTasksPage } from './pages/MyTasksPage';

/** The signed-in person, with the scope their role gives them to add tasks (absent: none). */
function viewer(roleType: string, taskScope?: 'ALL' | 'ASSIGNED'): MockLink.MockedResponse {
  const role = { __typename: 'Role', _id: 'r1', type: roleType, label: null, userAccess: null, startupAccess: null };
  const grants = taskScope ? [{ __typename: 'UserPermission', key: 'TASK/TASK:DELETE', permissionCriteria: taskScope }] : [];
  return {
    request: { query: SHELL_USER },
    result: {
      data: {
        currentUser: { __typename: 'User', _id: 'me', fullName: 'Ada Lovelace', email: 'ada@example.org', avatar: null, role, startups: [] },
        featureFlags: [],
        userPermissions: grants,
      },
    },
  };
}

const others: MockLink.MockedResponse[] = [
  { request: { query: TASKS_BADGE, variables: () => true }, result: { data: { myTasksPaginated: { __typename: 'TaskPage', totalCount: 0 } } } },
  { request: { query: TASKS_UPDATED, variables: { userId: 'me' } }, result: { data: null as never }, delay: 60_000 },
  {
    request: { query: MY_TASKS, variables: () => true },
    result: { data: { myTasksPaginated: { __typename: 'TaskPage', results: [], totalCount: 0, next: null, prev: null } } },
    maxUsageCount: 10,
  },
];

/** Whether 'Add Task' is offered on the tasks page and in the today's-tasks drawer. */
async function addTaskOffered(...mocks: MockLink.MockedResponse[]) {
  await renderWithApollo(
    <>
      <TasksDrawerButton />
      <MyTasksPage />
    </>,
    { mocks: [...mocks, ...others], route: '/tasks' },
  );
  expect(await screen.findByText('You have no tasks here.', undefined, { timeout: 5_000 })).toBeTruthy();
  const onPage = screen.queryAllByRole('button', { name: 'Add Task' }).length > 0;
  fireEvent.click(screen.getByRole('button', { name: "Today's tasks" }));
  const drawer = await screen.findByRole('dialog', { name: "Today's Tasks" });
  await within(drawer).findByRole('link', { name: 'View all tasks' });
  const inDrawer = within(drawer).queryAllByRole('button', { name: 'Add Task' }).length > 0;
  return { onPage, inDrawer };
}

describe("'Add Task' follows one rule on the tasks page and in the drawer", () => {
  it('is offered to neither for a founder whose role may not add tasks', async () => {
    expect(await addTaskOffered(viewer('cofounder'))).toEqual({ onPage: false, inDrawer: false });
  });

  it('is offered to both for a founder whose role was given the right to add tasks', async () => {
    expect(await addTaskOffered(viewer('cofounder', 'ASSIGNED'))).toEqual({ onPage: true, inDrawer: true });
  });

  it('is offered to both for staff', async () => {
    expect(await addTaskOffered(viewer('staff', 'ALL'))).toEqual({ onPage: true, inDrawer: true });
  });
});
