import { Alert, Badge, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { QUIZ_RESULTS, type QuizResultsData } from '../graphql';

type Question = QuizResultsData['questions'][number];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

/** A quiz's answers in a cohort (or every cohort): how often each question is answered right, and what was chosen. */
export function QuizResults({ unitId, cohortId }: { unitId: string; cohortId: string | null }) {
  const { t } = useTranslation('courseDashboard');
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(QUIZ_RESULTS, { variables: { unitId, cohortId }, fetchPolicy: 'cache-and-network' });
  const results = data?.quizResults;
  if (loading && !results)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!results)
    return (
      <Alert color="red" role="alert">
        {error ? errorMessage(error) : t('quiz.none')}
      </Alert>
    );
  // The server's rates and scores are whole percents; null where there is nothing to count.
  const rate = (value: number | null | undefined) => (value == null ? '—' : t('percent', { percent: value }));
  return (
    <Stack gap="md" data-testid="quiz-results">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label={t('quiz.learners')} value={String(results.learners)} />
        <Figure label={t('quiz.attempts')} value={String(results.attempts)} />
        <Figure label={t('quiz.passRate')} value={rate(results.passRate)} />
        <Figure label={t('quiz.averageScore')} value={rate(results.averageScore)} />
      </SimpleGrid>
      {results.questions.length === 0 ? <Text c="dimmed">{t('quiz.noQuestions')}</Text> : null}
      {results.questions.map((question, index) => (
        <QuestionResult key={question.questionId} question={question} number={index + 1} />
      ))}
    </Stack>
  );
}

function QuestionResult({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation('courseDashboard');
  const correct = question.correctRate;
  const answers = question.options.reduce((sum, option) => sum + option.count, 0);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`quiz-question-${question.questionId}`}>
      <Stack gap="xs">
        <Title order={3} size="h6" id={`quiz-question-${question.questionId}`} dir="auto">
          {t('quiz.question', { number, label: question.label })}
        </Title>
        {correct != null ? (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={correct}
              color={correct >= 70 ? 'teal' : correct >= 40 ? 'yellow' : 'red'}
              radius="xl"
              style={{ flex: 1 }}
              aria-label={t('quiz.correctRateOf', { percent: correct })}
            />
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {t('quiz.correctRate', { percent: correct })}
            </Text>
          </Group>
        ) : null}
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {question.options.map((option) => {
            const share = answers > 0 ? Math.round((option.count / answers) * 100) : 0;
            return (
              <Stack key={option.value} gap={2} component="li">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <Text size="sm" dir="auto" fw={option.isCorrect ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
                      {option.label}
                    </Text>
                    {option.isCorrect ? (
                      <Badge size="sm" variant="light" color="teal" leftSection={<IconCheck size={12} aria-hidden />}>
                        {t('quiz.correct')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('quiz.chosen', { count: option.count })}
                  </Text>
                </Group>
                <Progress value={share} size="sm" color={option.isCorrect ? 'teal' : 'gray'} aria-hidden />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
