import { Checkbox, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../graphql';

interface TaskDoneBoxProps {
  task: Task;
  viewerId: string;
  onChange: (done: boolean) => void;
}

/**
 * Spec 1 §4 "Task done": an assignee ticks their own flag; automatic tasks are ticked by the
 * system only, and say so on hover; anyone else sees whether the task is done, read-only.
 */
export function TaskDoneBox({ task, viewerId, onChange }: TaskDoneBoxProps) {
  const { t } = useTranslation('tasks');
  const own = task.assignees.find((a) => a.user?._id === viewerId);
  if (!own) {
    const state = task.done ? t('row.doneState') : t('row.pendingState');
    return (
      <Tooltip label={t('row.readOnly')} events={{ hover: true, focus: true, touch: true }}>
        <Checkbox checked={task.done} readOnly aria-readonly="true" aria-label={`${task.name}: ${state}`} styles={{ input: { cursor: 'default' } }} onChange={() => undefined} />
      </Tooltip>
    );
  }
  const label = own.done ? t('row.markPending', { name: task.name }) : t('row.markDone', { name: task.name });
  if (task.taskType !== 'normal') {
    return (
      <Tooltip label={t('row.automatic')} events={{ hover: true, focus: true, touch: true }}>
        {/* A disabled input takes no pointer events: the wrapper carries the hover message, and is the checkbox for
            keyboard and screen-reader users — focusable, its state and the reason it cannot be changed in its name. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a disabled input could neither be focused nor show the message. */}
        <span role="checkbox" aria-checked={own.done} aria-disabled="true" tabIndex={0} aria-label={`${label} — ${t('row.automatic')}`} style={{ display: 'inline-flex' }}>
          <Checkbox checked={own.done} disabled aria-hidden tabIndex={-1} onChange={() => undefined} />
        </span>
      </Tooltip>
    );
  }
  return <Checkbox checked={own.done} aria-label={label} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
