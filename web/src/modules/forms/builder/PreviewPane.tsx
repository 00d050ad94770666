import { useState } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@seedbed/contracts/forms';
import { LANGUAGES, LANGUAGE_NAMES, RTL_LANGUAGES, type Language } from '@seedbed/contracts/languages';
import { FormFiller } from '../renderer/FormFiller';

interface PreviewPaneProps {
  questions: Question[];
  initialLanguage: Language;
  /** The organisation's custom fields, which `custom_field` questions stand for. */
  customFields?: ReadonlyMap<string, Question>;
}

/**
 * The live preview: the draft as a respondent fills it, in any interface language. Answers typed
 * here are never sent; they show what the logic does with them (the "what if" preview).
 */
export function PreviewPane({ questions, initialLanguage, customFields }: PreviewPaneProps) {
  const { t } = useTranslation('forms');
  const [language, setLanguage] = useState<Language>(initialLanguage);
  return (
    <Stack gap="sm" component="section" aria-labelledby="builder-preview-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id="builder-preview-title">
            {t('builder.preview.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('builder.preview.help')}
          </Text>
        </div>
        <Select
          size="xs"
          w={160}
          leftSection={<IconLanguage size={14} />}
          aria-label={t('builder.preview.language')}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as Language)}
        />
      </Group>
      <div dir={RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'} lang={language}>
        <FormFiller questions={questions} language={language} mode="preview" customFields={customFields} />
      </div>
    </Stack>
  );
}
