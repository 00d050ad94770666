import '../styles';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Group, Loader, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { EvaluationBoard } from './EvaluationBoard';
import { EVALUATION_QUEUE, SELF_ASSIGN, SELF_ASSIGNABLE } from './graphql';
import { QueueList } from './QueueList';

type Tab = 'OPEN' | 'DONE' | 'available' | 'board';

/** /applications/evaluations: "My evaluations" with progress, to do and done, what one may take, and for managers the board of applications short of evaluations. */
export function QueuePage() {
  const { t } = useTranslation('evaluations');
  usePageTitle(t('titles.queue'));
  const { user } = useShellUser();
  const manages = Boolean(user?.permissions['APPLICATION_FLOW:EDIT'] || user?.permissions['APPLICATION_ALL:VIEW']);
  const [tab, setTab] = useState<Tab>('OPEN');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('titles.queue')}
        </Title>
        <QueueProgress />
        <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'OPEN')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="OPEN">{t('queue.open')}</Tabs.Tab>
            <Tabs.Tab value="DONE">{t('queue.done')}</Tabs.Tab>
            <Tabs.Tab value="available">{t('queue.available')}</Tabs.Tab>
            {manages ? <Tabs.Tab value="board">{t('board.title')}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="OPEN" pt="md">
            <Queue status="OPEN" />
          </Tabs.Panel>
          <Tabs.Panel value="DONE" pt="md">
            <Queue status="DONE" />
          </Tabs.Panel>
          <Tabs.Panel value="available" pt="md">
            <Available />
          </Tabs.Panel>
          {manages ? (
            <Tabs.Panel value="board" pt="md">
              <EvaluationBoard />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}

/** "3 of 12 done". */
export function QueueProgress() {
  const { t } = useTranslation('evaluations');
  const { data } = useQuery(EVALUATION_QUEUE, { variables: { status: 'OPEN', limit: 1 }, fetchPolicy: 'cache-and-network' });
  const queue = data?.evaluationQueue;
  if (!queue) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600}>{t('queue.progress', { done: queue.done, total: queue.total })}</Text>
        <Progress value={queue.total ? (queue.done / queue.total) * 100 : 0} aria-label={t('queue.progress', { done: queue.done, total: queue.total })} />
      </Stack>
    </Paper>
  );
}

function Queue({ status }: { status: 'OPEN' | 'DONE' }) {
  const { t } = useTranslation('evaluations');
  const errorMessage = useErrorMessage();
  const { data, error, loading, fetchMore } = useQuery(EVALUATION_QUEUE, { variables: { status, limit: 25 }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Loader aria-label={t('tab.loading')} />;
  if (error && !data)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  const page = data?.evaluationQueue;
  if (!page?.results.length) return <Text c="dimmed">{status === 'OPEN' ? t('queue.emptyOpen') : t('queue.emptyDone')}</Text>;
  const loadMore = () =>
    fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) => ({
        evaluationQueue: { ...fetchMoreResult.evaluationQueue, results: [...previous.evaluationQueue.results, ...fetchMoreResult.evaluationQueue.results] },
      }),
    });
  return <QueueList rows={page.results} next={page.next} loadMore={loadMore} loading={loading} />;
}

/** Applications of rounds that let evaluators choose: "Take it" assigns it to the viewer and opens it. */
function Available() {
  const { t } = useTranslation('evaluations');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { data, loading, error, fetchMore } = useQuery(SELF_ASSIGNABLE, { fetchPolicy: 'cache-and-network' });
  const [take, { loading: taking }] = useMutation(SELF_ASSIGN);
  if (loading && !data) return <Loader aria-label={t('tab.loading')} />;
  if (error && !data)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  const page = data?.selfAssignableApplications;
  if (!page?.results.length) return <Text c="dimmed">{t('queue.emptyAvailable')}</Text>;
  return (
    <Stack gap="xs">
      {page.results.map((row) => (
        <Paper key={row._id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text fw={600} dir="auto">
                {row.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[row.funnel.name, row.round.name, t('board.count', { done: row.evaluationsDone, needed: row.evaluationsNeeded })].join(' · ')}
              </Text>
            </Stack>
            <Button
              size="xs"
              loading={taking}
              onClick={async () => {
                await take({ variables: { applicationId: row._id }, refetchQueries: [SELF_ASSIGNABLE, EVALUATION_QUEUE] });
                navigate(`/application/${row._id}/evaluations`);
              }}
            >
              {t('queue.take')}
            </Button>
          </Group>
        </Paper>
      ))}
      {page.next ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              fetchMore({
                variables: { cursor: page.next },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  selfAssignableApplications: {
                    ...fetchMoreResult.selfAssignableApplications,
                    results: [...previous.selfAssignableApplications.results, ...fetchMoreResult.selfAssignableApplications.results],
                  },
                }),
              })
            }
          >
            {t('queue.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
