import '../styles';
import { useMemo, useState } from 'react';
import { Alert, Avatar, Button, Center, Collapse, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { USER_TASK_SUMMARIES, type UserTaskSummary } from '../graphql';
import { startOfLocalDay } from '../logic/dueDates';
import { useTaskChanges } from '../taskEvents';
import { CountBadges } from './CountBadges';
import { PersonTasks } from './PersonTasks';
import { TasksLayout } from './TasksLayout';
import classes from '../tasks.module.css';

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
      <TextInput
        label={t('filters.searchPeople')}
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
        <Text c="dimmed">{t('empty.people')}</Text>
      ) : (
        <Stack gap="xs">
          {page.results.map((summary) => (
            <PersonSummary key={summary.user._id} summary={summary} viewerId={user._id} now={now} />
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
                  userTaskSummaries: { ...fetchMoreResult.userTaskSummaries, results: [...prev.userTaskSummaries.results, ...fetchMoreResult.userTaskSummaries.results] },
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

function PersonSummary({ summary, viewerId, now }: { summary: UserTaskSummary; viewerId: string; now: Date }) {
  const { t, i18n } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const panelId = `person-tasks-${summary.user._id}`;
  const next = summary.nextDueDate ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(summary.nextDueDate)) : null;
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        className={classes.summary}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('actions.hideTasks', { name: summary.user.fullName }) : t('actions.showTasks', { name: summary.user.fullName })}
      >
        <Group gap="sm" wrap="nowrap">
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
          <IconChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <div id={panelId} style={{ padding: 'var(--mantine-spacing-sm)' }}>
          {open ? <PersonTasks userId={summary.user._id} viewerId={viewerId} now={now} /> : null}
        </div>
      </Collapse>
    </Paper>
  );
}
