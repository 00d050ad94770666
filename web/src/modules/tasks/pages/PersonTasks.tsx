import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { USER_TASKS } from '../graphql';
import { mergeTaskPages } from '../logic/mergeTaskPages';
import { useTaskChanges } from '../taskEvents';
import { TaskGroups } from './TaskGroups';

const PAGE_SIZE = 20;

/** The drill-down of /tasks/users: one person's open tasks, grouped by when they are due. */
export function PersonTasks({ userId, viewerId, now }: { userId: string; viewerId: string; now: Date }) {
  const { t } = useTranslation('tasks');
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(USER_TASKS, {
    variables: { userId, queryOptions: { completionStatus: 'PENDING' }, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useTaskChanges(() => void refetch());
  const page = data?.userTasks;
  if (error && !page) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!page) {
    return (
      <Center py="sm">
        <Loader size="xs" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (page.results.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('empty.person')}
      </Text>
    );
  return (
    <>
      <TaskGroups tasks={page.results} viewerId={viewerId} now={now} headingLevel={3} />
      {page.next ? (
        <Center mt="sm">
          <Button
            size="xs"
            variant="default"
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={() =>
              void fetchMore({
                variables: { cursor: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({ userTasks: mergeTaskPages(prev.userTasks, fetchMoreResult.userTasks) }),
              })
            }
          >
            {t('actions.showMore')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
