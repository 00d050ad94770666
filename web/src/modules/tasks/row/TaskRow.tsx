import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError } from '../../../ui/feedback/notify';
import { openEditTaskDialog } from '../dialog/taskDialogStore';
import type { Task } from '../graphql';
import { dueGroup } from '../logic/dueDates';
import { AssigneeProgress } from './AssigneeProgress';
import { TaskDoneBox } from './TaskDoneBox';
import { TaskName } from './TaskName';
import { TaskOptionsMenu } from './TaskOptionsMenu';
import { useTaskActions } from './useTaskActions';
import classes from '../tasks.module.css';

interface TaskRowProps {
  task: Task;
  viewerId: string;
  now: Date;
  /** Lists of one person's tasks leave a sole assignee out; a shared task always shows its progress. */
  showAssignees?: boolean;
  /** The drawer's entering and leaving animations (spec 1 §9). */
  motion?: 'enter' | 'leave';
}

/** One task: its box, its name (a link where allowed), when it is due, for whom, and its options. */
export function TaskRow({ task, viewerId, now, showAssignees = false, motion }: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const errorMessage = useErrorMessage();
  const { setDone, remove } = useTaskActions();
  const isAssignee = task.assignees.some((a) => a.user?._id === viewerId);
  const overdue = !task.done && dueGroup(task.dueDate, now) === 'overdue';
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(task.dueDate));
  const names = task.assignees.flatMap((a) => (a.user ? [a.user.fullName] : []));

  const onDelete = () => {
    remove(task).catch((error: unknown) => showError(errorMessage(error)));
  };

  return (
    <div className={classes.row} data-motion={motion} data-testid="task-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div className={classes.box}>
          <TaskDoneBox task={task} viewerId={viewerId} onChange={(done) => void setDone(task, viewerId, done)} />
        </div>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <TaskName name={task.name} url={task.url} viewerIsAssignee={isAssignee} done={task.done} />
          <Group gap={6} wrap="wrap">
            <Text size="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
              {t('row.due', { date })}
            </Text>
            {task.startup ? (
              <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
                {task.startup.name}
              </Badge>
            ) : null}
          </Group>
          {task.assignees.length > 1 ? (
            <AssigneeProgress assignees={task.assignees} />
          ) : showAssignees && names.length ? (
            <Text size="xs" c="dimmed">
              {t('row.assignees', { names: names.join(', ') })}
            </Text>
          ) : null}
        </Stack>
        <TaskOptionsMenu task={task} onEdit={() => openEditTaskDialog(task._id)} onDelete={onDelete} />
      </Group>
    </div>
  );
}
