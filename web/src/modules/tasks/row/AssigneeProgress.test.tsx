import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { Task } from '../graphql';
import { TaskRow } from './TaskRow';

const ada = { _id: 'ada', fullName: 'Ada Me', avatar: null };
const bo = { _id: 'bo', fullName: 'Bo Other', avatar: null };
const NOW = new Date('2024-03-15T12:00:00Z');

const task = (assignees: Task['assignees']): Task => ({
  _id: 't1',
  name: 'Send the deck',
  url: null,
  dueDate: '2024-03-20T12:00:00Z',
  taskType: 'normal',
  isGroupTask: false,
  done: false,
  viewerCanManage: false,
  startup: null,
  createdBy: null,
  assignees,
});

describe('a task held by several people', () => {
  it("shows once how many are done and each person's own state, in a list of one person's tasks too", async () => {
    await renderWithApollo(
      <TaskRow
        task={task([
          { user: ada, done: true, status: 'done' },
          { user: bo, done: false, status: 'pending' },
        ])}
        viewerId="staff"
        now={NOW}
      />,
    );
    expect(screen.getByTestId('assignee-progress').textContent).toBe('1 of 2 done · Ada Me: Done, Bo Other: Not done');
    expect(screen.getAllByTestId('task-row')).toHaveLength(1);
  });

  it('names a sole assignee only where the list asks for assignees', async () => {
    const { unmount } = await renderWithApollo(<TaskRow task={task([{ user: ada, done: false, status: 'pending' }])} viewerId="staff" now={NOW} />);
    expect(screen.queryByTestId('assignee-progress')).toBeNull();
    expect(screen.queryByText('Assigned to Ada Me')).toBeNull();
    unmount();
    await renderWithApollo(<TaskRow task={task([{ user: ada, done: false, status: 'pending' }])} viewerId="staff" now={NOW} showAssignees />);
    expect(screen.getByText('Assigned to Ada Me')).toBeTruthy();
  });
});
