import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allOptions, type Question } from '@seedbed/contracts/forms';
import { optionLabel, textIn } from '../../../forms/renderer/labels';
import type { QuizAttempt } from '../graphql';
import classes from '../courseware.module.css';

/** Passed or not, as a badge. */
export function PassBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('courseware');
  return (
    <Badge color={passed ? 'teal' : 'red'} variant="light">
      {passed ? t('quiz.passed') : t('quiz.notPassed')}
    </Badge>
  );
}

/**
 * One attempt's result: the score, passed or not, and per question whether it was right, the
 * feedback of the options chosen, and the right answers once the server reveals them.
 */
export function QuizResult({ attempt, questions, passMark }: { attempt: QuizAttempt; questions: readonly Question[]; passMark: number }) {
  const { t, i18n } = useTranslation('courseware');
  const byId = new Map(questions.map((question) => [question._id, question]));
  const labelsOf = (question: Question | undefined, values: readonly string[]) => {
    const options = allOptions(question?.options);
    return values.map((value) => {
      const option = options.find((candidate) => candidate.value === value);
      return option ? optionLabel(option, i18n.language) : value;
    });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} role="region" aria-labelledby={`quiz-result-${attempt._id}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={`quiz-result-${attempt._id}`}>
            {t('quiz.resultTitle', { attempt: attempt.attempt })}
          </Title>
          <PassBadge passed={attempt.passed} />
        </Group>
        <Text size="lg" fw={600}>
          {t('quiz.score', { score: attempt.score, passMark })}
        </Text>
        <Stack component="ol" gap="sm" className={classes.resultList}>
          {attempt.results.map((result, index) => {
            const question = byId.get(result.questionId);
            const label = textIn(question?.label, i18n.language) || t('quiz.questionNumber', { number: index + 1 });
            const chosen = labelsOf(question, result.chosen);
            const correct = labelsOf(question, result.correctValues);
            return (
              <Paper key={result.questionId} component="li" withBorder radius="sm" p="sm">
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text c={result.correct ? 'teal' : 'red'} span display="inline-flex" mt={2}>
                      {result.correct ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
                    </Text>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={500} dir="auto">
                        {label}
                      </Text>
                      <Text size="sm" c={result.correct ? 'teal' : 'red'}>
                        {result.correct ? t('quiz.right') : t('quiz.wrong')}
                      </Text>
                    </Stack>
                  </Group>
                  <Text size="sm" dir="auto">
                    {chosen.length ? t('quiz.yourAnswer', { answer: chosen.join(', ') }) : t('quiz.noAnswer')}
                  </Text>
                  {(result.feedback ?? []).filter(Boolean).map((feedback, at) => (
                    <Text key={at} size="sm" c="dimmed" className={classes.pre} dir="auto">
                      {feedback}
                    </Text>
                  ))}
                  {!result.correct && correct.length ? (
                    <Text size="sm" dir="auto">
                      {t('quiz.correctAnswer', { answer: correct.join(', ') })}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
