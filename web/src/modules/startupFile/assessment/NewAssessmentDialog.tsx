import { useMemo, useState } from 'react';
import { Alert, Center, Loader, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '@seedbed/contracts/forms';
import { pickLabel } from '@seedbed/contracts/languages';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { FormFiller } from '../../forms/renderer/FormFiller';
import { answerKeyOf } from '../../forms/renderer/fillerState';
import { ASSESSMENT_FORMS, CREATE_STARTUP_ASSESSMENT, STARTUP_ASSESSMENTS } from './graphql';
import { readQuestions } from '../../forms/shared/definitions';

/**
 * A new assessment: pick a published evaluation form, fill its latest version with the forms
 * renderer. The server's messages show under their question; anything else above the form.
 */
export function NewAssessmentDialog({ startupId, onClose }: { startupId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('startupFile');
  const { t: common } = useTranslation();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const { data, loading, error } = useQuery(ASSESSMENT_FORMS, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_STARTUP_ASSESSMENT, { refetchQueries: [STARTUP_ASSESSMENTS], awaitRefetchQueries: true });
  const forms = data?.assessmentForms ?? [];
  const [formId, setFormId] = useState<string | null>(null);
  const chosen = forms.find((form) => form._id === (formId ?? (forms.length === 1 ? forms[0]._id : null))) ?? null;
  const questions = useMemo(() => readQuestions(chosen?.currentVersion?.questions), [chosen]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const [dirty, setDirty] = useState(false);

  async function submit(answers: Answers) {
    if (!chosen) return;
    setFailure(undefined);
    try {
      await create({ variables: { startupId, formId: chosen._id, answers: JSON.stringify(answers) }, context: { showsOwnError: true } });
    } catch (failed) {
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(failed))) {
        if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
      }
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(failed, (field) => field.startsWith('answers.'), { networkError: common('networkError') }));
      return;
    }
    showSuccess(t('assessment.saved'));
    onClose();
  }

  return (
    <Dialog opened onClose={onClose} title={t('assessment.newTitle')} size="xl" fullScreen={phone} dirty={dirty}>
      <Stack gap="md">
        {!data && loading ? (
          <Center py="lg">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : !data && error ? (
          <Alert color="red" role="alert">
            {t('assessment.formsFailed')}
          </Alert>
        ) : forms.length === 0 ? (
          <Text c="dimmed">{t('assessment.noForms')}</Text>
        ) : (
          <>
            <Select
              label={t('assessment.form')}
              placeholder={t('assessment.formPlaceholder')}
              data={forms.map((form) => ({ value: form._id, label: pickLabel(form.title, i18n.language) ?? form._id }))}
              value={chosen?._id ?? null}
              onChange={(value) => {
                setFormId(value);
                setDirty(false);
                setServerErrors(undefined);
                setFailure(undefined);
              }}
              allowDeselect={false}
              searchable={forms.length > 8}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {chosen ? <FormFiller key={chosen._id} questions={questions} mode="fill" onSubmit={submit} onDraft={() => setDirty(true)} serverErrors={serverErrors} /> : null}
          </>
        )}
      </Stack>
    </Dialog>
  );
}
