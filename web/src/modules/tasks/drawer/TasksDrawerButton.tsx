import '../styles';
import { useCallback, useState } from 'react';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isInGroup } from '@seedbed/contracts/roles';
import { TASKS_ROLES } from '@seedbed/contracts/menu';
import { useShellUser } from '../../../shell/user/useShellUser';
import type { TaskUpdate } from '../graphql';
import { badgeLabel } from '../logic/badge';
import { mayCreateTasks } from '../logic/mayCreateTasks';
import { TasksDrawer } from './TasksDrawer';
import { useTasksBadge } from './useTasksBadge';

/** The today's-tasks control of the top bar (spec 1 §2.4, §2.11): its badge and its drawer. */
export function TasksDrawerButton() {
  const { user } = useShellUser();
  if (!user || !isInGroup(user.roleType, TASKS_ROLES)) return null;
  return <TasksControl userId={user._id} canCreate={mayCreateTasks(user)} />;
}

function TasksControl({ userId, canCreate }: { userId: string; canCreate: boolean }) {
  const { t } = useTranslation('tasks');
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Each ADDED event makes the drawer ask again (spec 1 §4); REMOVED ones let the task leave.
  const [added, setAdded] = useState(0);
  const [removed, setRemoved] = useState<{ id: string; at: number } | null>(null);
  const onEvent = useCallback((event: TaskUpdate) => {
    if (event.updateType === 'ADDED') setAdded((n) => n + 1);
    else setRemoved({ id: event.taskId, at: Date.now() });
  }, []);
  const badge = useTasksBadge(userId, onEvent);
  const label = badgeLabel(badge.count);

  const open = () => {
    setEverOpened(true);
    setOpened(true);
  };

  return (
    <>
      <Tooltip label={t('drawer.title')} disabled={opened}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={badge.count > 0 ? t('drawer.openWithCount', { count: badge.count }) : t('drawer.open')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <Indicator label={label} disabled={!label} size={16} offset={2} color="red" inline>
            <IconChecklist size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Tooltip>
      {everOpened ? (
        <TasksDrawer
          opened={opened}
          onClose={() => setOpened(false)}
          viewerId={userId}
          canCreate={canCreate}
          windowEnd={badge.windowEnd}
          refreshSignal={added}
          removedTask={removed}
        />
      ) : null}
    </>
  );
}
