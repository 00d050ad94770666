import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '@seedbed/contracts/forms';
import { showSuccess } from '../../../../ui/feedback/notify';
import { FormFiller } from '../../../forms/renderer/FormFiller';
import { readAnswers } from '../../../forms/shared/definitions';
import { HAND_IN_COURSE_UNIT, type Lesson } from '../graphql';
import { StartupNote } from './AssignmentLesson';
import { HandInStatus } from './HandInStatus';
import { answerErrors, lessonQuestions } from './lessonForm';
import { LessonContent } from './LessonContent';

/**
 * A submission: the lesson's submission form filled and handed in for review (by the learner or
 * for their startup), with the review's status, grade and comment; answered again until approved.
 */
export function SubmissionLesson({ lesson, preview }: { lesson: Lesson; preview: boolean }) {
  const { t } = useTranslation('courseware');
  const { t: common } = useTranslation();
  const questions = useMemo(() => lessonQuestions(lesson.form?.questions), [lesson.form?.questions]);
  const submission = lesson.viewerSubmission ?? null;
  const answers = useMemo(() => readAnswers(submission?.answers), [submission?.answers]);
  const forStartup = lesson.handIn === 'STARTUP';
  const approved = submission?.status === 'APPROVED';
  const [editing, setEditing] = useState(!submission || submission.status === 'CHANGES_REQUESTED');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const [handIn] = useMutation(HAND_IN_COURSE_UNIT);

  async function submit(given: Answers) {
    setFailure(undefined);
    try {
      await handIn({ variables: { unitId: lesson._id, answers: JSON.stringify(given) }, context: { showsOwnError: true } });
    } catch (error) {
      const { onQuestions, failure: message } = answerErrors(error, common('networkError'));
      setServerErrors(onQuestions);
      setFailure(message);
      throw error;
    }
    setServerErrors(undefined);
    setEditing(false);
    showSuccess(t('handIn.sent'));
  }

  return (
    <Stack gap="lg">
      <LessonContent html={lesson.content} />
      {forStartup ? <StartupNote /> : null}
      {submission ? <HandInStatus submission={submission} forStartup={forStartup} /> : null}
      {preview ? (
        <Alert color="blue" variant="light" p="xs">
          {t('lesson.previewNote')}
        </Alert>
      ) : null}
      {!questions.length ? (
        <Text c="dimmed">{t('submission.noForm')}</Text>
      ) : preview || (editing && !approved) ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <FormFiller questions={questions} initialAnswers={answers} mode={preview ? 'preview' : 'fill'} onSubmit={preview ? undefined : submit} serverErrors={serverErrors} />
            {submission && !preview ? (
              <Button variant="subtle" w="fit-content" onClick={() => setEditing(false)}>
                {t('handIn.cancel')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : submission ? (
        <Stack gap="sm">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-label={t('handIn.yourWork')} role="region">
            <FormFiller key={submission._id + submission.submittedAt} questions={questions} initialAnswers={answers} mode="print" />
          </Paper>
          {approved ? null : (
            <Button variant="default" w="fit-content" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('handIn.editAnswers')}
            </Button>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
