import { useTranslation } from 'react-i18next';
import { isLanguage } from '@seedbed/contracts/languages';
import { isDateFormat } from '@seedbed/contracts/validation';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { LANGUAGE_DATE_FORMAT } from './dateFormats';
import { isKnownTimezone } from './timezones';

export interface SettingsValues {
  language: string;
  timezone: string;
  /** LANGUAGE_DATE_FORMAT follows the interface language. */
  dateFormat: string;
}

/** The preferences form with the same checks as updateMySettings on the server. */
export function useSettingsForm(initial: SettingsValues) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const labels = { language: t('settings.language'), timezone: t('settings.timezone'), dateFormat: t('settings.dateFormat') };
  const form = useForm<SettingsValues>(initial, {
    language: [rules.required(labels.language), rules.valid((value) => isLanguage(value))],
    timezone: [rules.required(labels.timezone), rules.valid((value) => isKnownTimezone(String(value)))],
    dateFormat: [rules.valid((value) => value === LANGUAGE_DATE_FORMAT || isDateFormat(value))],
  });
  return { form, labels };
}
