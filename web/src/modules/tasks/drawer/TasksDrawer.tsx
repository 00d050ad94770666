import { useEffect } from 'react';
import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAVBAR_TASKS_PAGE_SIZE } from '@seedbed/contracts/notifications';
import { useNow } from '../../../ui/relativeTime';
import { openNewTaskDialog } from '../dialog/taskDialogStore';
import { MY_TASKS } from '../graphql';
import { mergeTaskPages } from '../logic/mergeTaskPages';
import { TaskRow } from '../row/TaskRow';
import { useSentinel } from '../../../ui/useSentinel';
import { drawerItems } from './drawerList';
import { useDrawerState } from './useDrawerState';

export { LEAVE_MS } from './useDrawerState';

interface TasksDrawerProps {
  opened: boolean;
  onClose: () => void;
  viewerId: string;
  /** 'Add Task' is offered only to those who may add tasks (`mayCreateTasks`). */
  canCreate: boolean;
  windowEnd: Date;
  /** Grows with each ADDED event: the list asks the server again. */
  refreshSignal: number;
  /** The last REMOVED event: that task leaves. */
  removedTask: { id: string; at: number } | null;
}

/** Spec 1 §2.11: today's pending tasks, with infinite scroll, 'Add Task' and 'View all tasks'. */
export function TasksDrawer({ opened, onClose, viewerId, canCreate, windowEnd, refreshSignal, removedTask }: TasksDrawerProps) {
  const { t } = useTranslation('tasks');
  const now = useNow(60_000);
  const { state, leave } = useDrawerState(viewerId, windowEnd);
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(MY_TASKS, {
    variables: { queryOptions: { completionStatus: 'PENDING', before: windowEnd.toISOString() }, limit: NAVBAR_TASKS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.myTasksPaginated;

  useEffect(() => {
    if (removedTask) leave(removedTask.id);
  }, [removedTask, leave]);
  useEffect(() => {
    if (refreshSignal > 0) void refetch();
  }, [refreshSignal, refetch]);

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = () => {
    if (!page?.next || loadingMore) return;
    void fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) => ({ myTasksPaginated: mergeTaskPages(previous.myTasksPaginated, fetchMoreResult.myTasksPaginated) }),
    });
  };
  const items = drawerItems(page?.results ?? [], state);
  const sentinel = useSentinel<HTMLDivElement>(loadMore, { enabled: opened && Boolean(page?.next), round: items.length });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('drawer.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNewTaskDialog}>
              {t('actions.add')}
            </Button>
          ) : null}
          <Button variant="default" component={Link} to="/tasks" onClick={onClose}>
            {t('actions.viewAll')}
          </Button>
        </Group>
        {error && !page ? (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : !page ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('drawer.empty')}
          </Text>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: rows that animate in and out, without a list's bullets and indents.
          <div role="list" aria-label={t('drawer.title')}>
            {items.map(({ task, motion }) => (
              // biome-ignore lint/a11y/useSemanticElements: see the list above.
              <div role="listitem" key={task._id}>
                <TaskRow task={task} viewerId={viewerId} now={now} motion={motion} />
              </div>
            ))}
          </div>
        )}
        {page?.next ? (
          <div ref={sentinel}>
            <Center py="xs">{loadingMore ? <Loader size="xs" aria-label={t('common:loading')} /> : null}</Center>
          </div>
        ) : null}
      </Stack>
    </Drawer>
  );
}
