import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { DELETE_TASK, UPDATE_TASK_DONE, type Task } from '../graphql';
import { announceTaskChange } from '../taskEvents';

/** The task as it reads once `viewerId` has ticked (or unticked) their own box. */
export function withOwnDone(task: Task, viewerId: string, done: boolean): Task {
  const assignees = task.assignees.map((a) => (a.user?._id === viewerId ? { ...a, done, status: done ? 'done' : 'pending' } : a));
  return { ...task, assignees, done: assignees.length > 0 && assignees.every((a) => a.done) };
}

/** Ticking one's own box (shown at once, spec 1 §4) and deleting after confirmation. */
export function useTaskActions() {
  const { t } = useTranslation('tasks');
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  // Both failures are shown by their screen (the tick's toast below, the delete's caller), once.
  const [updateDone] = useMutation(UPDATE_TASK_DONE, { context: { showsOwnError: true } });
  const [deleteTask] = useMutation(DELETE_TASK, { context: { showsOwnError: true } });

  /** `undoable` offers Undo in the result toast; the undo itself is not undone again. */
  async function setDone(task: Task, viewerId: string, done: boolean, { undoable = true }: { undoable?: boolean } = {}) {
    const changed = withOwnDone(task, viewerId, done);
    announceTaskChange({ kind: done ? 'done' : 'undone', taskId: task._id, task: changed });
    try {
      await updateDone({
        variables: { taskId: task._id, done, assigneeId: viewerId },
        optimisticResponse: { updateTaskDone: { ...changed, __typename: 'Task' } as Task },
      });
      showSuccess(t(done ? 'markedDone' : 'markedNotDone'), undoable ? { undo: () => void setDone(changed, viewerId, !done, { undoable: false }) } : {});
    } catch (error) {
      // The cache has rolled back the optimistic answer; the lists put the task back.
      announceTaskChange({ kind: done ? 'undone' : 'done', taskId: task._id, task });
      showError(t('doneFailed', { message: errorMessage(error) }));
    }
  }

  /** Resolves true once deleted; false when cancelled; throws the failure for the caller to show. */
  async function remove(task: Pick<Task, '_id'>): Promise<boolean> {
    if (!(await confirm({ message: t('dialog.confirmDelete') }))) return false;
    await deleteTask({ variables: { taskId: task._id } });
    announceTaskChange({ kind: 'deleted', taskId: task._id });
    showSuccess(t('dialog.deleted'));
    return true;
  }

  return { setDone, remove };
}
