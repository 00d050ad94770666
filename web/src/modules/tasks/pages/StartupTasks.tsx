import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { STARTUP_TASKS, type Task } from '../graphql';
import { TaskRow } from '../row/TaskRow';
import { useTaskChanges } from '../taskEvents';

/** The drill-down of /tasks/startups: startupTasks' overdue, today and future groups for the viewer's day. */
export function StartupTasks({ startupId, day, viewerId, now }: { startupId: string; day: { todayStart: string; todayEnd: string }; viewerId: string; now: Date }) {
  const { t } = useTranslation('tasks');
  const { data, error, refetch } = useQuery(STARTUP_TASKS, { variables: { startupId, ...day }, fetchPolicy: 'cache-and-network' });
  useTaskChanges(() => void refetch());
  const groups = data?.startupTasks;
  if (error && !groups) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!groups) {
    return (
      <Center py="sm">
        <Loader size="xs" aria-label={t('common:loading')} />
      </Center>
    );
  }
  const shown: Array<[string, Task[]]> = [
    ['overdue', groups.overdue],
    ['today', groups.today],
    ['future', groups.future],
  ];
  if (shown.every(([, list]) => list.length === 0))
    return (
      <Text c="dimmed" size="sm">
        {t('empty.startup')}
      </Text>
    );
  return (
    <Stack gap="md">
      {shown
        .filter(([, list]) => list.length > 0)
        .map(([group, list]) => (
          <section key={group} aria-label={t(`groups.${group}`)}>
            <Title order={3} size="h5" c={group === 'overdue' ? 'red' : undefined} mb={4}>
              {t(`groups.${group}`)} ({list.length})
            </Title>
            <Paper withBorder radius="md" px="sm">
              {list.map((task) => (
                <TaskRow key={task._id} task={task} viewerId={viewerId} now={now} showAssignees />
              ))}
            </Paper>
          </section>
        ))}
    </Stack>
  );
}
