import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@seedbed/contracts/languages';
import { chooseLanguage } from '../app/i18n/i18n';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** Each language is listed under its own name, so anyone can find theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language')}
      size="xs"
      w={140}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={OPTIONS}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) void chooseLanguage(i18n, value);
      }}
    />
  );
}
