import '../styles';
import { useMemo, useState } from 'react';
import { Alert, Button, Center, Collapse, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { useNow } from '../../../ui/relativeTime';
import { STARTUP_TASK_SUMMARIES, type StartupTaskSummary } from '../graphql';
import { startOfLocalDay } from '../logic/dueDates';
import { useTaskChanges } from '../taskEvents';
import { CountBadges } from './CountBadges';
import { StartupTasks } from './StartupTasks';
import { TasksLayout } from './TasksLayout';
import classes from '../tasks.module.css';

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
      <TextInput
        label={t('filters.searchStartups')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        type="search"
      />
      {error && !page ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : !page || !user ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : page.results.length === 0 ? (
        <Text c="dimmed">{t('empty.startups', { startup: term.singular })}</Text>
      ) : (
        <Stack gap="xs">
          {page.results.map((summary) => (
            <StartupSummary key={summary.startup._id} summary={summary} viewerId={user._id} now={now} day={day} />
          ))}
        </Stack>
      )}
      {page?.next ? (
        <Center>
          <Button
            variant="default"
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={() =>
              void fetchMore({
                variables: { cursor: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  startupTaskSummaries: { ...fetchMoreResult.startupTaskSummaries, results: [...prev.startupTaskSummaries.results, ...fetchMoreResult.startupTaskSummaries.results] },
                }),
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

function StartupSummary({ summary, viewerId, now, day }: { summary: StartupTaskSummary; viewerId: string; now: Date; day: { todayStart: string; todayEnd: string } }) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const panelId = `startup-tasks-${summary.startup._id}`;
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        className={classes.summary}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('actions.hideTasks', { name: summary.startup.name }) : t('actions.showTasks', { name: summary.startup.name })}
      >
        <Group gap="sm" wrap="nowrap">
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
          <IconChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <div id={panelId} style={{ padding: 'var(--mantine-spacing-sm)' }}>
          {open ? <StartupTasks startupId={summary.startup._id} day={day} viewerId={viewerId} now={now} /> : null}
        </div>
      </Collapse>
    </Paper>
  );
}
