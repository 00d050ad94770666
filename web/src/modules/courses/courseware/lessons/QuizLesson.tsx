import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '@seedbed/contracts/forms';
import { FormFiller } from '../../../forms/renderer/FormFiller';
import { formatDay } from '../../shared/format';
import { type Lesson, SUBMIT_QUIZ } from '../graphql';
import { answerErrors, lessonQuestions } from './lessonForm';
import { LessonContent } from './LessonContent';
import { PassBadge, QuizResult } from './QuizResult';

/**
 * A quiz: its pass mark and attempts left, the form to answer, then the result of the attempt
 * (right and wrong per question, with the feedback of the answers chosen). Another try while
 * attempts are left; earlier attempts stay listed.
 */
export function QuizLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  const { t, i18n } = useTranslation('courseware');
  const { t: common } = useTranslation();
  const questions = useMemo(() => lessonQuestions(lesson.form?.questions), [lesson.form?.questions]);
  const attempts = [...lesson.viewerAttempts].sort((a, b) => b.attempt - a.attempt);
  const [answering, setAnswering] = useState(attempts.length === 0);
  const [shownId, setShownId] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const [submitQuiz] = useMutation(SUBMIT_QUIZ, { refetchQueries: ['CoursewareLesson', 'Courseware'], awaitRefetchQueries: true });
  const attemptsLeft = lesson.attemptsLeft ?? null;
  const mayTry = !preview && attemptsLeft !== 0;
  const shown = attempts.find((attempt) => attempt._id === shownId) ?? attempts[0];
  const passed = attempts.some((attempt) => attempt.passed);

  async function submit(answers: Answers) {
    setFailure(undefined);
    try {
      const result = await submitQuiz({ variables: { unitId: lesson._id, answers: JSON.stringify(answers) }, context: { showsOwnError: true } });
      setShownId(result.data?.submitQuiz._id ?? null);
    } catch (error) {
      const { onQuestions, failure: message } = answerErrors(error, common('networkError'));
      setServerErrors(onQuestions);
      setFailure(message);
      // FormFiller stays on the form; the person sees why and may send again.
      throw error;
    }
    setServerErrors(undefined);
    setAnswering(false);
  }

  return (
    <Stack gap="lg">
      <LessonContent html={lesson.content} />
      <Group gap="lg" role="group" aria-label={t('quiz.rules')}>
        <Text size="sm">{t('quiz.passMark', { passMark: lesson.passMark })}</Text>
        <Text size="sm">{attemptsLeft === null ? t('quiz.unlimited') : t('quiz.attemptsLeft', { count: attemptsLeft })}</Text>
      </Group>
      {preview ? (
        <Alert color="blue" variant="light" p="xs">
          {t('lesson.previewNote')}
        </Alert>
      ) : null}
      {!questions.length ? (
        <Text c="dimmed">{t('quiz.noQuestions')}</Text>
      ) : answering && (mayTry || preview) ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <FormFiller key={attempts.length} questions={questions} mode={preview ? 'preview' : 'fill'} onSubmit={preview ? undefined : submit} serverErrors={serverErrors} />
            {attempts.length ? (
              <Button variant="subtle" w="fit-content" onClick={() => setAnswering(false)}>
                {t('quiz.backToResult')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : shown ? (
        <Stack gap="md">
          <QuizResult attempt={shown} questions={questions} passMark={lesson.passMark} />
          {mayTry ? (
            <Button w="fit-content" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setAnswering(true)}>
              {t('quiz.tryAgain')}
            </Button>
          ) : !passed && !preview ? (
            <Alert color="gray" variant="light" p="xs">
              {t('quiz.noAttemptsLeft')}
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Alert color="gray" variant="light" p="xs">
          {t('quiz.noAttemptsLeft')}
        </Alert>
      )}
      {attempts.length > 1 || (attempts.length === 1 && answering) ? (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('quiz.attempts')}
          </Title>
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {attempts.map((attempt) => (
              <li key={attempt._id}>
                <UnstyledButton
                  onClick={() => {
                    setShownId(attempt._id);
                    setAnswering(false);
                  }}
                  aria-current={!answering && attempt._id === shown?._id ? 'true' : undefined}
                >
                  <Group gap="sm">
                    <Text size="sm" fw={!answering && attempt._id === shown?._id ? 600 : 400}>
                      {t('quiz.attemptLine', { attempt: attempt.attempt, score: attempt.score, date: formatDay(attempt.createdAt, i18n.language) })}
                    </Text>
                    <PassBadge passed={attempt.passed} />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
