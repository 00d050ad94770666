import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { SHELL_USER } from '../../../shell/user/shellUser';
import { MY_TASKS, TASKS_BADGE, TASKS_UPDATED } from '../graphql';
import { TasksDrawerButton } from './TasksDrawerButton';

function shellUser(roleType: string, taskScope?: 'ALL' | 'ASSIGNED'): MockLink.MockedResponse {
  return {
    request: { query: SHELL_USER },
    result: {
      data: {
        currentUser: {
          __typename: 'User',
          _id: 'me',
          fullName: 'Ada Lovelace',
          email: 'ada@example.org',
          avatar: null,
          role: {
            __typename: 'Role',
            _id: 'r1',
            type: roleType,
            label: null,
            userAccess: { __typename: 'UserAccess', visibilitySettings: 'ALL' },
            startupAccess: { __typename: 'StartupAccess', visibilitySettings: 'ALL' },
          },
          startups: [],
        },
        featureFlags: [],
        userPermissions: taskScope ? [{ __typename: 'UserPermission', key: 'TASK/TASK:DELETE', permissionCriteria: taskScope }] : [],
      },
    },
  };
}

const badge = (totalCount: number): MockLink.MockedResponse => ({
  // The window ends where the day after tomorrow starts, whenever the test runs.
  request: {
    query: TASKS_BADGE,
    variables: (v: Record<string, any>) => v.queryOptions.completionStatus === 'PENDING' && v.queryOptions.approvalStatus[0] === 'APPROVED' && Boolean(v.queryOptions.before),
  },
  result: { data: { myTasksPaginated: { __typename: 'TaskPage', totalCount } } },
});
const quiet: MockLink.MockedResponse = { request: { query: TASKS_UPDATED, variables: { userId: 'me' } }, result: { data: null as never }, delay: 60_000 };
const emptyList: MockLink.MockedResponse = {
  request: { query: MY_TASKS, variables: () => true },
  result: { data: { myTasksPaginated: { __typename: 'TaskPage', results: [], totalCount: 0, next: null, prev: null } } },
};

describe('TasksDrawerButton', () => {
  it('caps the badge at 99+ and names the count for screen readers', async () => {
    await renderWithApollo(<TasksDrawerButton />, { mocks: [shellUser('staff'), badge(150), quiet] });
    const button = await screen.findByRole('button', { name: "Today's tasks: 150 pending" }, { timeout: 5_000 });
    expect(button.textContent).toContain('99+');
  });

  it('opens the drawer with its actions and the empty text', async () => {
    await renderWithApollo(<TasksDrawerButton />, { mocks: [shellUser('cofounder', 'ASSIGNED'), badge(0), quiet, emptyList] });
    fireEvent.click(await screen.findByRole('button', { name: "Today's tasks" }));
    expect(await screen.findByText('You have no pending tasks!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all tasks' }).getAttribute('href')).toBe('/tasks');
  });

  it('closes on Escape even when focus fell back to the page', async () => {
    await renderWithApollo(<TasksDrawerButton />, { mocks: [shellUser('cofounder', 'ASSIGNED'), badge(0), quiet, emptyList] });
    fireEvent.click(await screen.findByRole('button', { name: "Today's tasks" }));
    await screen.findByText('You have no pending tasks!');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('You have no pending tasks!')).toBeNull());
  });

  it('is not offered to applicants, who have no tasks pages', async () => {
    const { container } = await renderWithApollo(<TasksDrawerButton />, { mocks: [shellUser('applicant')] });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('button')).toBeNull();
  });
});
