import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../MessagePage';

/** The host names an organisation this server does not know. */
export function IncubatorNotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('incubatorNotFound.title')}>
      <Text>{t('incubatorNotFound.body', { host: window.location.hostname })}</Text>
      <Text c="dimmed">{t('incubatorNotFound.hint')}</Text>
    </MessagePage>
  );
}
