import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../graphql';

/**
 * Spec 1 §6: Edit and Delete for those who hold TASK/TASK:DELETE for this task (the server
 * answers it with the task, so a list costs no extra request); automatic tasks cannot be edited.
 */
export function TaskOptionsMenu({ task, onEdit, onDelete }: { task: Task; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('tasks');
  if (!task.viewerCanManage) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.options', { name: task.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {task.taskType === 'normal' ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
