import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { useQuery } from '@apollo/client/react';
import { MY_TASKS, UPDATE_TASK_DONE, type Task } from '../graphql';
import { TaskRow } from './TaskRow';
import { withOwnDone } from './useTaskActions';

const me = { _id: 'me', fullName: 'Ada Me', avatar: null };
const other = { _id: 'other', fullName: 'Bo Other', avatar: null };
const NOW = new Date('2024-03-15T12:00:00Z');

function task(extra: Partial<Task> = {}): Task {
  return {
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
    assignees: [
      { user: me, done: false, status: 'pending' },
      { user: other, done: false, status: 'pending' },
    ],
    ...extra,
  };
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('TaskRow', () => {
  it('says the task was marked done, and Undo marks it not done again', async () => {
    const listed = { ...task(), __typename: 'Task' };
    const ticked = { ...withOwnDone(task(), 'me', true), __typename: 'Task' };
    const variables = { queryOptions: { completionStatus: 'PENDING' }, limit: 15 };
    const mocks = [
      { request: { query: MY_TASKS, variables }, result: { data: { myTasksPaginated: { __typename: 'TaskPage', results: [listed], totalCount: 1, next: null, prev: null } } } },
      { request: { query: UPDATE_TASK_DONE, variables: { taskId: 't1', done: true, assigneeId: 'me' } }, result: { data: { updateTaskDone: ticked } } },
      { request: { query: UPDATE_TASK_DONE, variables: { taskId: 't1', done: false, assigneeId: 'me' } }, result: { data: { updateTaskDone: listed } } },
    ];
    function Listed() {
      const { data } = useQuery(MY_TASKS, { variables });
      const first = data?.myTasksPaginated.results[0];
      return first ? <TaskRow task={first} viewerId="me" now={NOW} /> : null;
    }
    await renderWithApollo(
      <>
        <Notifications />
        <Listed />
      </>,
      { mocks },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mark Send the deck as done' }));
    expect(await screen.findByText('Task marked done')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Task marked not done')).toBeTruthy();
    const box = await screen.findByRole('checkbox', { name: 'Mark Send the deck as done' });
    expect((box as HTMLInputElement).checked).toBe(false);
    // The undo's own result offers no further Undo.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('lets an assignee tick their own box, shown at once before the server answers', async () => {
    const listed = { ...task(), __typename: 'Task' };
    const ticked = { ...withOwnDone(task(), 'me', true), __typename: 'Task' };
    const variables = { queryOptions: { completionStatus: 'PENDING' }, limit: 15 };
    const mocks = [
      { request: { query: MY_TASKS, variables }, result: { data: { myTasksPaginated: { __typename: 'TaskPage', results: [listed], totalCount: 1, next: null, prev: null } } } },
      // The server is slow: the box must not wait for it.
      { request: { query: UPDATE_TASK_DONE, variables: { taskId: 't1', done: true, assigneeId: 'me' } }, result: { data: { updateTaskDone: ticked } }, delay: 5_000 },
    ];
    function Listed() {
      const { data } = useQuery(MY_TASKS, { variables });
      const first = data?.myTasksPaginated.results[0];
      return first ? <TaskRow task={first} viewerId="me" now={NOW} /> : null;
    }
    await renderWithApollo(<Listed />, { mocks });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mark Send the deck as done' }));
    const box = await screen.findByRole('checkbox', { name: 'Mark Send the deck as not done' }, { timeout: 1_000 });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('disables the box of an automatic task and says why on hover', async () => {
    await renderWithApollo(<TaskRow task={task({ taskType: 'metrics' })} viewerId="me" now={NOW} />);
    // Screen readers meet one checkbox, disabled, whose name says why; the input inside is hidden from them.
    const box = await screen.findByRole('checkbox', { name: /Automatic tasks are marked done automatically/ });
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect((box.querySelector('input') as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseEnter(box);
    expect(await screen.findByText('Automatic tasks are marked done automatically when completed')).toBeTruthy();
  });

  it('shows others a read-only box', async () => {
    await renderWithApollo(<TaskRow task={task({ done: true })} viewerId="stranger" now={NOW} />);
    const box = await screen.findByRole('checkbox', { name: 'Send the deck: Done' });
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('offers Edit and Delete only to those who may manage the task, and no Edit for automatic tasks', async () => {
    const { unmount } = await renderWithApollo(<TaskRow task={task()} viewerId="me" now={NOW} />);
    expect(screen.queryByRole('button', { name: 'Options for Send the deck' })).toBeNull();
    unmount();

    const view = await renderWithApollo(<TaskRow task={task({ viewerCanManage: true })} viewerId="me" now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Send the deck' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    view.unmount();

    await renderWithApollo(<TaskRow task={task({ viewerCanManage: true, taskType: 'metrics' })} viewerId="me" now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Send the deck' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy());
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });

  it('follows the link rules: external addresses open in a new tab, a profile only for assignees', async () => {
    const { unmount } = await renderWithApollo(<TaskRow task={task({ url: 'example.org' })} viewerId="me" now={NOW} />);
    const external = await screen.findByRole('link', { name: /Send the deck/ });
    expect(external.getAttribute('href')).toBe('http://example.org');
    expect(external.getAttribute('target')).toBe('_blank');
    unmount();

    const view = await renderWithApollo(<TaskRow task={task({ url: '/profile/me' })} viewerId="me" now={NOW} />);
    expect((await screen.findByRole('link', { name: 'Send the deck' })).getAttribute('href')).toBe('/profile/me');
    view.unmount();
    await renderWithApollo(<TaskRow task={task({ url: '/profile/me' })} viewerId="stranger" now={NOW} />);
    await screen.findByText('Send the deck');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
