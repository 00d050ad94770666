import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Answers, Question } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { useToken } from '../../auth/token';
import { FormFiller } from '../renderer/FormFiller';
import { answerKeyOf } from '../renderer/fillerState';
import { textIn } from '../renderer/labels';
import { SharedFormUnavailable } from './SharedFormUnavailable';
import { readAnswers } from '../shared/definitions';
import { localDraft, questionsOf, SHARED_FORM, SUBMIT_SHARED_FORM, type SharedFormData } from './sharedForm';

const PAGE_WIDTH = 760;

/**
 * /share/forms/:uuid: anyone with the link fills the form, signed in or not. A signed-in person's
 * draft is saved on the server as they go; a visitor's waits on this device until it is sent.
 */
export function SharePage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('forms');
  const { data, error, loading } = useQuery(SHARED_FORM, { variables: { shareId: uuid } });

  if (loading && !data) {
    return (
      <PublicPage title={t('share.formTitle')} width={PAGE_WIDTH}>
        <Loader aria-label={t('share.loading')} />
      </PublicPage>
    );
  }
  if (!data) return <SharedFormUnavailable error={error} />;
  return <SharedFormFill form={data.sharedForm} />;
}

function SharedFormFill({ form }: { form: SharedFormData }) {
  const { t, i18n } = useTranslation('forms');
  const { t: common } = useTranslation();
  const signedIn = !!useToken();
  const shareId = form.shareId;
  const [submitShared] = useMutation(SUBMIT_SHARED_FORM);
  const [questions] = useState(() => questionsOf(form));
  // Custom field questions are drawn as the organisation's fields they name, which come with the form.
  const [customFields] = useState(() => new Map(form.customFields.map((field) => JSON.parse(field.definition) as Question).map((field) => [field._id, field])));
  const [initialAnswers] = useState(() => (signedIn ? readAnswers(form.draftAnswers) : undefined) ?? localDraft.read(shareId));
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const title = textIn(form.version.title, i18n.language) || t('share.formTitle');
  const description = textIn(form.version.description, i18n.language);

  async function submit(answers: Answers) {
    setFailure(undefined);
    try {
      await submitShared({ variables: { shareId, answers: JSON.stringify(answers), draft: false }, context: { showsOwnError: true } });
    } catch (error) {
      // Each answer's message shows under its question; anything else (too many answers sent, a closed link) above the buttons.
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
      }
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(error, (field) => field.startsWith('answers.'), { networkError: common('networkError') }));
      return;
    }
    localDraft.clear(shareId);
    setServerErrors(undefined);
    setSent(true);
  }

  async function saveDraft(answers: Answers) {
    if (!signedIn) return localDraft.write(shareId, answers);
    await submitShared({ variables: { shareId, answers: JSON.stringify(answers), draft: true }, context: { silent: true } });
  }

  function answerAgain() {
    setSent(false);
    setFailure(undefined);
    setRound((count) => count + 1);
  }

  const printPath = `/export/print/form/${encodeURIComponent(shareId)}${signedIn ? '?answers=1' : ''}`;

  return (
    <PublicPage title={title} width={PAGE_WIDTH}>
      {sent ? (
        <Stack gap="md" align="flex-start">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status" w="100%">
            {t('share.thanks')}
          </Alert>
          {signedIn ? null : <Button onClick={answerAgain}>{t('share.answerAgain')}</Button>}
        </Stack>
      ) : (
        <>
          {description ? (
            <Text c="dimmed" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {signedIn ? t('share.draftOnServer') : t('share.draftOnDevice')}
          </Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <FormFiller
            key={round}
            questions={questions}
            initialAnswers={round === 0 ? initialAnswers : undefined}
            mode="fill"
            onSubmit={submit}
            onDraft={saveDraft}
            serverErrors={serverErrors}
            customFields={customFields}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={printPath} size="sm" target="_blank">
              <Group gap={4} component="span">
                <IconPrinter size={14} aria-hidden />
                {t('share.printable')}
              </Group>
            </Anchor>
          </Group>
        </>
      )}
    </PublicPage>
  );
}
