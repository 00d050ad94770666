import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { BOARD_FUNNELS, EVALUATION_BOARD } from './graphql';

/**
 * The applications of a funnel still short of evaluations, those with the fewest first: where to
 * send evaluators next. Without `funnelId` the manager picks the funnel.
 */
export function EvaluationBoard({ funnelId }: { funnelId?: string }) {
  const { t } = useTranslation('evaluations');
  const funnels = useQuery(BOARD_FUNNELS, { skip: Boolean(funnelId) });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = funnels.data?.funnels.results ?? [];
  const current = funnelId ?? chosen ?? list[0]?._id ?? null;
  return (
    <Stack gap="sm">
      {funnelId ? null : (
        <Select
          label={t('board.funnel')}
          data={list.map((f) => ({ value: f._id, label: f.name }))}
          value={current}
          onChange={setChosen}
          allowDeselect={false}
          maw={420}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {current ? <BoardRows funnelId={current} /> : funnels.loading ? <Loader size="sm" /> : <Text c="dimmed">{t('board.noFunnels')}</Text>}
    </Stack>
  );
}

function BoardRows({ funnelId }: { funnelId: string }) {
  const { t } = useTranslation('evaluations');
  const errorMessage = useErrorMessage();
  const { data, loading, error, fetchMore } = useQuery(EVALUATION_BOARD, { variables: { funnelId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Loader size="sm" aria-label={t('tab.loading')} />;
  if (error && !data)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  const page = data?.evaluationBoard;
  if (!page?.results.length) return <Text c="dimmed">{t('board.empty')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('board.total', { count: page.totalCount })}
      </Text>
      {page.results.map((row) => (
        <Paper key={row._id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/application/${row._id}/evaluations`} fw={600} dir="auto">
                {row.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {row.round.name}
              </Text>
            </Stack>
            <Badge color={row.evaluationsDone === 0 ? 'red' : 'yellow'} variant="light">
              {t('board.count', { done: row.evaluationsDone, needed: row.evaluationsNeeded })}
            </Badge>
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
                  evaluationBoard: { ...fetchMoreResult.evaluationBoard, results: [...previous.evaluationBoard.results, ...fetchMoreResult.evaluationBoard.results] },
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
