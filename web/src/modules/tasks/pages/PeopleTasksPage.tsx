import '../styles';
import { useMemo, useState } from 'react';
import { Avatar, Stack, Text } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { USER_TASK_SUMMARIES, type UserTaskSummary } from '../graphql';
import { startOfLocalDay } from '../logic/dueDates';
import { useTaskChanges } from '../taskEvents';
import { CountBadges } from './CountBadges';
import { PersonTasks } from './PersonTasks';
import { ExpandableSummary, SummaryList } from './SummaryList';
import { TasksLayout } from './TasksLayout';

const PAGE_SIZE = 25;

/** /tasks/users: the people the viewer may see, with their open and overdue tasks; each opens onto their tasks. */
export function PeopleTasksPage() {
  const { t } = useTranslation('tasks');
  const { user } = useShellUser();
  const now = useNow(60_000);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const todayStart = useMemo(() => startOfLocalDay(new Date()).toISOString(), []);
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(USER_TASK_SUMMARIES, {
    variables: { search: query || null, limit: PAGE_SIZE, todayStart },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useTaskChanges(() => void refetch());
  const page = data?.userTaskSummaries;

  return (
    <TasksLayout title={t('titles.people')}>
      <SummaryList
        searchLabel={t('filters.searchPeople')}
        search={search}
        onSearch={setSearch}
        results={user ? page?.results : undefined}
        failed={Boolean(error)}
        emptyText={t('empty.people')}
        renderItem={(summary) => <PersonSummary key={summary.user._id} summary={summary} viewerId={user!._id} now={now} />}
        hasMore={Boolean(page?.next)}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        onLoadMore={() =>
          void fetchMore({
            variables: { cursor: page!.next },
            updateQuery: (prev, { fetchMoreResult }) => ({
              userTaskSummaries: { ...fetchMoreResult.userTaskSummaries, results: [...prev.userTaskSummaries.results, ...fetchMoreResult.userTaskSummaries.results] },
            }),
          })
        }
      />
    </TasksLayout>
  );
}

function PersonSummary({ summary, viewerId, now }: { summary: UserTaskSummary; viewerId: string; now: Date }) {
  const { t, i18n } = useTranslation('tasks');
  const next = summary.nextDueDate ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(summary.nextDueDate)) : null;
  return (
    <ExpandableSummary id={`person-tasks-${summary.user._id}`} name={summary.user.fullName} panel={() => <PersonTasks userId={summary.user._id} viewerId={viewerId} now={now} />}>
      <Avatar src={summary.user.avatar} name={summary.user.fullName} size="md" color="initials" alt="" />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} size="sm" truncate>
          {summary.user.fullName}
        </Text>
        <CountBadges
          counts={[
            { key: 'pending', label: summary.pending ? t('counts.pending', { count: summary.pending }) : t('counts.none'), value: summary.pending, color: 'blue' },
            ...(summary.overdue ? [{ key: 'overdue', label: t('counts.overdue', { count: summary.overdue }), value: summary.overdue, color: 'red' }] : []),
          ]}
        />
        {next ? (
          <Text size="xs" c="dimmed">
            {t('counts.next', { date: next })}
          </Text>
        ) : null}
      </Stack>
    </ExpandableSummary>
  );
}
