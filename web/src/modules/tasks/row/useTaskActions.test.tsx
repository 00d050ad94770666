import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import type { Task } from '../graphql';
import { useTaskActions } from './useTaskActions';

const task: Task = {
  _id: 't1',
  name: 'Send the deck',
  url: null,
  dueDate: '2024-03-20T12:00:00Z',
  taskType: 'normal',
  isGroupTask: false,
  done: false,
  viewerCanManage: true,
  startup: null,
  createdBy: null,
  assignees: [{ user: { _id: 'me', fullName: 'Ada Me', avatar: null }, done: false, status: 'pending' }],
};

function Actions({ onDeleteFailed }: { onDeleteFailed: (error: unknown) => void }) {
  const { setDone, remove } = useTaskActions();
  return (
    <>
      <button type="button" onClick={() => void setDone(task, 'me', true)}>
        Tick
      </button>
      <button type="button" onClick={() => void remove(task).catch(onDeleteFailed)}>
        Delete
      </button>
    </>
  );
}

async function render(message: string, onDeleteFailed = vi.fn()) {
  const { link, toast } = answeringServer([{ message, extensions: { code: 'FORBIDDEN' } }]);
  await renderWithApollo(
    <>
      <Notifications />
      <ConfirmHost />
      <Actions onDeleteFailed={onDeleteFailed} />
    </>,
    { link },
  );
  return toast;
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('task actions that the server refuses', () => {
  it('say a refused tick once, in their own words', async () => {
    const toast = await render('You may not change this task');
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));

    expect(await screen.findByText('The task could not be updated: You may not change this task')).toBeTruthy();
    expect(screen.getAllByText(/You may not change this task/)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('leave a refused deletion to the screen that asked for it: no app-wide toast', async () => {
    const onDeleteFailed = vi.fn();
    const toast = await render('You may not delete this task', onDeleteFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDeleteFailed).toHaveBeenCalledTimes(1));
    expect(toast).not.toHaveBeenCalled();
  });
});
