import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QueueRow } from './graphql';
import { formatScore } from './scoring';

const formatDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** Rows of the evaluator's queue: each opens the application's evaluations tab. */
export function QueueList({ rows, next, loadMore, loading }: { rows: QueueRow[]; next: string | null | undefined; loadMore: () => void; loading: boolean }) {
  const { t, i18n } = useTranslation('evaluations');
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={row._id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/application/${row.application._id}/evaluations`} fw={600} dir="auto">
                {row.application.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[row.application.funnel.name, row.round.name].join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              {row.status === 'submitted' ? (
                <Badge color="teal" variant="light">
                  {t('queue.scored', { score: formatScore(row.total, i18n.language) })}
                </Badge>
              ) : row.round.closesAt ? (
                <Text size="sm" c="dimmed">
                  {t('queue.due', { date: formatDay(row.round.closesAt, i18n.language) })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('queue.assigned', { date: formatDay(row.assignedAt, i18n.language) })}
                </Text>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {next ? (
        <Group justify="center">
          <Button variant="default" onClick={loadMore} loading={loading}>
            {t('queue.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
