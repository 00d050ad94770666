import '../styles';
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVALUATION_PROGRESS } from './graphql';
import { useWidgetSettled } from '../../home/settling';

/** The home card of those who evaluate: their progress and the next applications to score. */
export function QueueWidget() {
  const { t } = useTranslation('evaluations');
  const { data, loading } = useQuery(EVALUATION_PROGRESS, { fetchPolicy: 'cache-and-network' });
  useWidgetSettled(Boolean(data) || !loading);
  if (loading && !data) return null;
  const queue = data?.evaluationQueue;
  if (!queue?.total) return <Text c="dimmed">{t('widget.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('queue.progress', { done: queue.done, total: queue.total })}</Text>
      <Progress value={(queue.done / queue.total) * 100} aria-label={t('queue.progress', { done: queue.done, total: queue.total })} />
      {queue.results.map((row) => (
        <Anchor key={row._id} component={Link} to={`/application/${row.application._id}/evaluations`} size="sm" dir="auto">
          {row.application.name} · {row.round.name}
        </Anchor>
      ))}
      <Group>
        <Button component={Link} to="/applications/evaluations" variant="light" size="xs">
          {t('widget.open')}
        </Button>
      </Group>
    </Stack>
  );
}
