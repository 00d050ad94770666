import '../styles';
import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { useNow } from '../../../ui/relativeTime';
import { STARTUP_TASK_SUMMARIES, type StartupTaskSummary } from '../graphql';
import { startOfLocalDay } from '../logic/dueDates';
import { useTaskChanges } from '../taskEvents';
import { CountBadges } from './CountBadges';
import { StartupTasks } from './StartupTasks';
import { ExpandableSummary, SummaryList } from './SummaryList';
import { TasksLayout } from './TasksLayout';

const PAGE_SIZE = 25;

/** /tasks/startups: the startups the viewer may see with their overdue, today's and later tasks. */
export function StartupsTasksPage() {
  const { t } = useTranslation('tasks');
  const term = useStartupTerm();
  const { user } = useShellUser();
  const now = useNow(60_000);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  // The viewer's day, fixed when the page opens, so that counts and drill-downs agree.
  const day = useMemo(() => {
    const start = startOfLocalDay(new Date());
    return { todayStart: start.toISOString(), todayEnd: new Date(startOfLocalDay(start, 1).getTime() - 1).toISOString() };
  }, []);
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(STARTUP_TASK_SUMMARIES, {
    variables: { search: query || null, limit: PAGE_SIZE, ...day },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useTaskChanges(() => void refetch());
  const page = data?.startupTaskSummaries;

  return (
    <TasksLayout title={t('titles.startups')}>
      <SummaryList
        searchLabel={t('filters.searchStartups')}
        search={search}
        onSearch={setSearch}
        results={user ? page?.results : undefined}
        failed={Boolean(error)}
        emptyText={t('empty.startups', { startup: term.singular })}
        renderItem={(summary) => <StartupSummary key={summary.startup._id} summary={summary} viewerId={user!._id} now={now} day={day} />}
        hasMore={Boolean(page?.next)}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        onLoadMore={() =>
          void fetchMore({
            variables: { cursor: page!.next },
            updateQuery: (prev, { fetchMoreResult }) => ({
              startupTaskSummaries: { ...fetchMoreResult.startupTaskSummaries, results: [...prev.startupTaskSummaries.results, ...fetchMoreResult.startupTaskSummaries.results] },
            }),
          })
        }
      />
    </TasksLayout>
  );
}

function StartupSummary({ summary, viewerId, now, day }: { summary: StartupTaskSummary; viewerId: string; now: Date; day: { todayStart: string; todayEnd: string } }) {
  const { t } = useTranslation('tasks');
  return (
    <ExpandableSummary
      id={`startup-tasks-${summary.startup._id}`}
      name={summary.startup.name}
      panel={() => <StartupTasks startupId={summary.startup._id} day={day} viewerId={viewerId} now={now} />}
    >
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} size="sm" truncate>
          {summary.startup.name}
        </Text>
        <CountBadges
          counts={[
            { key: 'overdue', label: t('counts.overdue', { count: summary.overdue }), value: summary.overdue, color: 'red' },
            { key: 'today', label: t('counts.today', { count: summary.today }), value: summary.today, color: 'orange' },
            { key: 'future', label: t('counts.future', { count: summary.future }), value: summary.future, color: 'blue' },
          ]}
        />
      </Stack>
    </ExpandableSummary>
  );
}
