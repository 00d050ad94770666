import { useQuery } from '@apollo/client/react';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textIn } from '../../forms/renderer/labels';
import { readQuestions } from '../../forms/shared/definitions';
import { COACH_EVALUATION_SUMMARY } from './graphql';

/**
 * How a coach is rated over all their sessions: each numeric question's average and each choice's
 * share. Shown to those the server lets read it (the staff side, the coach); nothing otherwise.
 */
export function CoachEvaluationSummary({ coachId, name }: { coachId: string; name: string }) {
  const { t, i18n } = useTranslation('coachingNotes');
  const { data } = useQuery(COACH_EVALUATION_SUMMARY, { variables: { coachId }, context: { silent: true } });
  const summary = data?.coachEvaluationSummary;
  if (!summary?.responses) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('summary.title', { name })}>
      <Stack gap="xs">
        <Text fw={600}>{t('summary.title', { name })}</Text>
        <Text size="sm" c="dimmed">
          {t('summary.counts', { count: summary.responses, sessions: summary.sessions })}
        </Text>
        {summary.questions.map((row) => {
          const [question] = readQuestions([row.question]);
          const label = question ? textIn(question.label, i18n.language) : '';
          return (
            <Stack key={row.question._id} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {label}
                </Text>
                {row.average !== null && row.average !== undefined ? (
                  <Text size="sm" fw={600}>
                    {t('summary.average', { value: number.format(row.average) })}
                  </Text>
                ) : null}
              </Group>
              {row.options.map((option) => (
                <Group key={option.value} gap="xs" wrap="nowrap">
                  <Text size="xs" w="40%" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {option.label}
                  </Text>
                  <Progress value={row.count ? (option.count / row.count) * 100 : 0} flex={1} aria-label={option.label} />
                  <Text size="xs">{option.count}</Text>
                </Group>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
