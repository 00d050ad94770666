import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@seedbed/contracts/languages';
import { isDateFormat } from '@seedbed/contracts/validation';
import { AccountLayout } from '../AccountLayout';
import { AccountSection } from '../AccountSection';
import { NotificationPreferencesSection } from '../../notifications/preferences/NotificationPreferencesSection';
import { MY_SETTINGS } from '../graphql';
import { AppearanceSection } from './AppearanceSection';
import { LANGUAGE_DATE_FORMAT } from './dateFormats';
import { SettingsForm } from './SettingsForm';
import { browserTimezone } from './timezones';

/** /account/settings — User preferences. */
export function SettingsPage() {
  const { t, i18n } = useTranslation('account');
  const { data } = useQuery(MY_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const me = data?.currentUser;
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language;
  return (
    <AccountLayout active="preferences">
      <AccountSection title={t('settings.title')} gap="lg">
        {me ? (
          <SettingsForm
            initial={{
              // The language the person is reading now: saving makes the account say the same.
              language: isLanguage(interfaceLanguage) ? interfaceLanguage : (me.language ?? 'en'),
              timezone: me.timezone ?? browserTimezone() ?? 'UTC',
              dateFormat: isDateFormat(me.dateFormat) ? me.dateFormat : LANGUAGE_DATE_FORMAT,
            }}
          />
        ) : (
          <Center py="md">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        )}
      </AccountSection>
      <AccountSection title={t('settings.appearance')}>
        <AppearanceSection />
      </AccountSection>
      <NotificationPreferencesSection />
    </AccountLayout>
  );
}
