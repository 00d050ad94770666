import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../MessagePage';

/** A part of the application could not be downloaded, even after one reload. */
export function ChunkErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('chunk.title')}>
      <Text>{t('chunk.body')}</Text>
      <Button onClick={() => window.location.reload()}>{t('crash.refresh')}</Button>
    </MessagePage>
  );
}
