import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@seedbed/contracts/forms';
import type { Language } from '@seedbed/contracts/languages';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { UPDATE_FORM_TEXTS, type BuilderFormData } from './graphql';
import { LocalizedField, plainTexts } from './settings/LocalizedField';
import { SAVE_DELAY_MS } from './useBuilderDraft';

type Texts = ReadonlyArray<{ language: string; value: string }>;
const same = (a: Texts, b: Texts) => JSON.stringify(plainTexts(a)) === JSON.stringify(plainTexts(b));

/** What the panel shows with no question selected: the form's description per language, saved as it rests. */
export function FormDetails({ form, language, readOnly }: { form: BuilderFormData; language: Language; readOnly: boolean }) {
  const { t } = useTranslation('forms');
  const errorMessage = useErrorMessage();
  const [description, setDescription] = useState<LocalizedText>(() => plainTexts(form.description));
  const [resting] = useDebouncedValue(description, SAVE_DELAY_MS);
  const [error, setError] = useState<string>();
  const [update] = useMutation(UPDATE_FORM_TEXTS, { context: { showsOwnError: true } });

  useEffect(() => {
    if (readOnly || same(resting, form.description)) return;
    update({ variables: { formId: form._id, data: { description: plainTexts(resting) } } }).then(
      () => setError(undefined),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [resting, form._id, form.description, readOnly, update, errorMessage]);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('builder.details.title')}
      </Title>
      <LocalizedField label={t('builder.details.description')} value={description} language={language} readOnly={readOnly} multiline error={error} onChange={setDescription} />
      <Text size="sm" c="dimmed">
        {t('builder.details.answers', { count: form.submissionCount })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('builder.details.hint')}
      </Text>
    </Stack>
  );
}
