import '../styles';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { openNewTaskDialog } from '../dialog/taskDialogStore';
import { MY_TASKS } from '../graphql';
import { DUE_WINDOWS, dueWindowBefore, type DueWindow } from '../logic/dueDates';
import { mayCreateTasks } from '../logic/mayCreateTasks';
import { useTaskChanges } from '../taskEvents';
import { TaskGroups } from './TaskGroups';
import { TasksLayout } from './TasksLayout';
import { mergeTaskPages } from '../logic/mergeTaskPages';

const PAGE_SIZE = 30;
type Status = 'PENDING' | 'COMPLETED' | 'ALL';

/** /tasks: the person's own tasks, filtered by status and due window, grouped by when they are due. */
export function MyTasksPage() {
  const { t } = useTranslation('tasks');
  const { user } = useShellUser();
  const now = useNow(60_000);
  const [status, setStatus] = useState<Status>('PENDING');
  const [dueWindow, setDueWindow] = useState<DueWindow>('any');
  const canCreate = mayCreateTasks(user);

  // Spec 1 §2.10: the Create menu arrives here with create=true, which opens the dialog once.
  const { requested: wantsCreate, clear: clearCreateRequest } = useCreateRequest();
  useEffect(() => {
    if (!wantsCreate) return;
    openNewTaskDialog();
    clearCreateRequest();
  }, [wantsCreate, clearCreateRequest]);

  // The window's bounds are fixed when the filter is chosen, not at every clock tick.
  const before = useMemo(() => dueWindowBefore(dueWindow, new Date()), [dueWindow]);
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(MY_TASKS, {
    variables: { queryOptions: { completionStatus: status === 'ALL' ? null : status, before }, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useTaskChanges(() => void refetch());
  const page = data?.myTasksPaginated;

  const filters = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t('filters.status')}
        value={status}
        onChange={(value) => setStatus(value as Status)}
        data={[
          { value: 'PENDING', label: t('filters.pending') },
          { value: 'COMPLETED', label: t('filters.completed') },
          { value: 'ALL', label: t('filters.all') },
        ]}
      />
      <Select
        label={t('filters.due')}
        value={dueWindow}
        onChange={(value) => value && setDueWindow(value as DueWindow)}
        data={DUE_WINDOWS.map((w) => ({ value: w, label: t(`filters.${w}`) }))}
        allowDeselect={false}
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );

  return (
    <TasksLayout
      title={t('titles.mine')}
      actions={
        canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNewTaskDialog}>
            {t('actions.add')}
          </Button>
        ) : null
      }
    >
      {filters}
      {error && !page ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('loadFailed')}
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !page || !user ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : page.results.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t('empty.mine')}
        </Text>
      ) : (
        <TaskGroups tasks={page.results} viewerId={user._id} now={now} showAssignees />
      )}
      {page?.next ? (
        <Center>
          <Button
            variant="default"
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={() =>
              void fetchMore({
                variables: { cursor: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({ myTasksPaginated: mergeTaskPages(prev.myTasksPaginated, fetchMoreResult.myTasksPaginated) }),
              })
            }
          >
            {t('actions.showMore')}
          </Button>
        </Center>
      ) : null}
    </TasksLayout>
  );
}
