import { useState } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { ASSIGNEE_OPTIONS, TASK_FOR_EDIT } from '../graphql';
import type { TaskDialogRequest } from './taskDialogStore';
import { TaskForm } from './TaskForm';

interface TaskDialogProps {
  request: TaskDialogRequest;
  opened: boolean;
  onClose: () => void;
}

/** The task dialog (spec 1 §2.11, §5): a new task, or an existing one to edit or delete. */
export function TaskDialog({ request, opened, onClose }: TaskDialogProps) {
  const { t } = useTranslation('tasks');
  const { user } = useShellUser();
  const editing = request.mode === 'edit' ? request.taskId : null;
  // Fresh each time: who may be assigned changes as people join and leave.
  const options = useQuery(ASSIGNEE_OPTIONS, { fetchPolicy: 'network-only' });
  const task = useQuery(TASK_FOR_EDIT, { variables: { taskId: editing ?? '' }, skip: !editing, fetchPolicy: 'network-only' });

  const [dirty, setDirty] = useState(false);

  const failed = options.error ?? task.error;
  const ready = options.data && (!editing || task.data) && user;

  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={editing ? t('dialog.editTitle') : t('dialog.createTitle')} size="lg" fullScreen={false} centered>
      {failed ? (
        <Alert color="red" role="alert">
          {t('dialog.loadFailed')}
        </Alert>
      ) : ready ? (
        <TaskForm groups={options.data!.getAssigneeOptions} viewerId={user._id} task={editing ? task.data!.task : null} onDone={onClose} onDirtyChange={setDirty} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      )}
    </Dialog>
  );
}
