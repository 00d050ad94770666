import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@seedbed/contracts/languages';
import { chooseLanguage } from '../../../app/i18n/i18n';
import { SelectField } from '../../../ui/form/SelectFields';
import { UPDATE_MY_SETTINGS } from '../graphql';
import { LANGUAGE_DATE_FORMAT, dateFormatOptions } from './dateFormats';
import { timezoneOptions } from './timezones';
import { useSettingsForm, type SettingsValues } from './useSettingsForm';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * Language, time zone and date format, saved to the account (updateMySettings). A new language
 * also switches the interface at once and is remembered in this browser.
 */
export function SettingsForm({ initial }: { initial: SettingsValues }) {
  const { t, i18n } = useTranslation('account');
  const { form, labels } = useSettingsForm(initial);
  const [save, { loading }] = useMutation(UPDATE_MY_SETTINGS);
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => timezoneOptions(new Date(), [initial.timezone]), [initial.timezone]);
  const formats = useMemo(() => dateFormatOptions(new Date(), t('settings.dateFormatDefault'), i18n.language), [t, i18n.language]);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await save({ variables: { language: values.language, timezone: values.timezone, dateFormat: values.dateFormat === LANGUAGE_DATE_FORMAT ? null : values.dateFormat } });
    } catch {
      // The failure is already shown as a toast (spec 1 §8); the form keeps what was typed.
      return;
    }
    if (isLanguage(values.language) && values.language !== i18n.resolvedLanguage) await chooseLanguage(i18n, values.language);
    setSaved(true);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        <SelectField
          {...form.field('language')}
          onChange={(value) => form.field('language').onChange(value ?? '')}
          label={labels.language}
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          required
        />
        <SelectField
          {...form.field('timezone')}
          onChange={(value) => form.field('timezone').onChange(value ?? '')}
          label={labels.timezone}
          description={t('settings.timezoneHint')}
          data={zones}
          searchable
          clearable
          nothingFoundMessage={t('settings.noTimezone')}
          limit={100}
          required
        />
        <SelectField
          {...form.field('dateFormat')}
          onChange={(value) => form.field('dateFormat').onChange(value ?? LANGUAGE_DATE_FORMAT)}
          label={labels.dateFormat}
          data={formats}
          allowDeselect={false}
        />
        {saved ? (
          <Alert color="teal" role="status" withCloseButton onClose={() => setSaved(false)} closeButtonLabel={t('common:close')}>
            {t('settings.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={loading}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
