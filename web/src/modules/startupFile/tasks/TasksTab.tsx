import '../../tasks/styles';
import { useMemo } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { openNewTaskDialog } from '../../tasks/dialog/taskDialogStore';
import { startOfLocalDay } from '../../tasks/logic/dueDates';
import { mayCreateTasks } from '../../tasks/logic/mayCreateTasks';
import { StartupTasks } from '../../tasks/pages/StartupTasks';

/** tasks: the startup's overdue, today's and later tasks (startupTasks), drawn by the tasks feature's own rows. */
export function TasksTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('startupFile');
  const { user } = useShellUser();
  const now = useNow(60_000);
  // The viewer's day, fixed when the section opens, as on the tasks pages.
  const day = useMemo(() => {
    const start = startOfLocalDay(new Date());
    return { todayStart: start.toISOString(), todayEnd: new Date(startOfLocalDay(start, 1).getTime() - 1).toISOString() };
  }, []);
  if (!user) return null;
  return (
    <Stack gap="md">
      {mayCreateTasks(user) ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNewTaskDialog}>
            {t('tasks.add')}
          </Button>
        </Group>
      ) : null}
      <StartupTasks startupId={startupId} day={day} viewerId={user._id} now={now} />
    </Stack>
  );
}
