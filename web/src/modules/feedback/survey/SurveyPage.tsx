import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Answers } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields, useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { FormFiller } from '../../forms/renderer/FormFiller';
import { answerKeyOf } from '../../forms/renderer/fillerState';
import { textIn } from '../../forms/renderer/labels';
import { useCustomFields } from '../../profiles/useCustomFieldsMap';
import { SUBMIT_FEEDBACK, SURVEY, type SurveyData } from '../graphql';
import { formatDay } from '../shared/dates';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';

/** /survey/:id: the person asked fills the feedback form; their draft is kept as they go. */
export function SurveyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('feedback');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(SURVEY, { variables: { id }, fetchPolicy: 'network-only' });
  usePageTitle(data?.survey.request.title ?? t('titles.survey'));
  return (
    <Container size="md" py="md">
      {loading && !data ? <Loader aria-label={t('survey.loading')} /> : null}
      {!data && error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? <SurveyFill survey={data.survey} /> : null}
    </Container>
  );
}

function SurveyFill({ survey }: { survey: SurveyData }) {
  const { t, i18n } = useTranslation('feedback');
  const { t: common } = useTranslation();
  const [questions] = useState(() => readQuestions(survey.version.questions));
  const [initialAnswers] = useState(() => readAnswers(survey.answers));
  const customFields = useCustomFields({ skip: !questions.some((q) => q.questionType === 'custom_field') }).map;
  const [submitFeedback] = useMutation(SUBMIT_FEEDBACK);
  const [sent, setSent] = useState(Boolean(survey.answeredAt));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const request = survey.request;
  const description = textIn(survey.version.description, i18n.language);

  async function submit(answers: Answers) {
    setFailure(undefined);
    try {
      await submitFeedback({ variables: { requestId: request._id, answers: JSON.stringify(answers), draft: false }, context: { showsOwnError: true } });
    } catch (error) {
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
      }
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(error, (field) => field.startsWith('answers.'), { networkError: common('networkError') }));
      return;
    }
    setServerErrors(undefined);
    setSent(true);
  }

  async function saveDraft(answers: Answers) {
    await submitFeedback({ variables: { requestId: request._id, answers: JSON.stringify(answers), draft: true }, context: { silent: true } });
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" dir="auto">
          {request.title}
        </Title>
        <Text size="sm" c="dimmed">
          {[
            request.createdBy ? t('survey.askedBy', { name: request.createdBy.fullName }) : null,
            request.subjectName ? t('list.about', { name: request.subjectName }) : null,
            request.dueDate ? t('list.due', { date: formatDay(request.dueDate, i18n.language) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {sent ? (
        <Stack gap="md" align="flex-start">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status" w="100%" title={t('survey.thanksTitle')}>
            {t('survey.thanks')}
          </Alert>
          <Anchor component={Link} to="/feedback">
            {t('survey.backToMine')}
          </Anchor>
        </Stack>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            {request.message ? (
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {request.message}
              </Text>
            ) : null}
            {description ? (
              <Text c="dimmed" style={{ whiteSpace: 'pre-line' }} dir="auto">
                {description}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('survey.draftSaved')}
            </Text>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <FormFiller
              questions={questions}
              initialAnswers={initialAnswers}
              mode="fill"
              onSubmit={submit}
              onDraft={saveDraft}
              serverErrors={serverErrors}
              customFields={customFields}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
