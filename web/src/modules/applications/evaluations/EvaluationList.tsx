import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EvaluationItem, EvaluationsViewData } from './graphql';
import { formatScore } from './scoring';

/**
 * The evaluations the viewer may read: each evaluator's total (raw and normalised), scores per
 * criterion and comment, then the running totals per criterion across them.
 */
export function EvaluationList({ evaluations, criteria, showCriteria }: { evaluations: EvaluationItem[]; criteria: EvaluationsViewData['criteria']; showCriteria: boolean }) {
  const { t, i18n } = useTranslation('evaluations');
  if (!evaluations.length) return <Text c="dimmed">{t('others.none')}</Text>;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('others.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {evaluations.map((evaluation) => (
          <Paper key={evaluation._id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Avatar src={evaluation.evaluator?.avatar ?? undefined} name={evaluation.evaluator?.fullName ?? ''} size="sm" />
                  <Text fw={600} truncate>
                    {evaluation.isMine ? t('others.you') : (evaluation.evaluator?.fullName ?? t('others.unknown'))}
                  </Text>
                </Group>
                <Badge color={evaluation.status === 'submitted' ? 'teal' : evaluation.status === 'conflict' ? 'red' : 'blue'} variant="light">
                  {t(`status.${evaluation.status}`)}
                </Badge>
              </Group>
              {evaluation.status === 'submitted' ? (
                <Group gap="md">
                  <Text size="sm">{t('others.total', { score: formatScore(evaluation.total, i18n.language) })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('others.normalised', { score: formatScore(evaluation.normalisedTotal, i18n.language) })}
                  </Text>
                </Group>
              ) : null}
              {evaluation.status === 'submitted' && evaluation.scores.length ? (
                <Stack gap={2}>
                  {evaluation.scores.map((s) => (
                    <Group key={s.tag?._id} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        {s.tag?.name}
                      </Text>
                      <Text size="sm" fw={500}>
                        {s.score ?? '–'}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              ) : null}
              {evaluation.comment ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
                  {evaluation.comment}
                </Text>
              ) : null}
              {evaluation.conflictReason ? (
                <Text size="sm" c="red" dir="auto">
                  {t('others.conflictReason', { reason: evaluation.conflictReason })}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {showCriteria && criteria.length ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('criteria.name')}</Table.Th>
                <Table.Th>{t('criteria.weight')}</Table.Th>
                <Table.Th>{t('criteria.average')}</Table.Th>
                <Table.Th>{t('criteria.weighted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {criteria.map((c) => (
                <Table.Tr key={c.tag?._id}>
                  <Table.Td>{c.tag?.name}</Table.Td>
                  <Table.Td>{c.weight}</Table.Td>
                  <Table.Td>{formatScore(c.average, i18n.language)}</Table.Td>
                  <Table.Td>{formatScore(c.weighted, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
