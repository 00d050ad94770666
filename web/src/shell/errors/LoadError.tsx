import { Alert, Button, Center, Stack } from '@mantine/core';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/apollo/errorMessage';

/** What a screen shows when the data it needs could not be loaded: the reason, and a retry. */
export function LoadError({ error, onRetry }: { error: ErrorLike; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Center mih="60vh" p="md">
      <Stack maw={420}>
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </Stack>
    </Center>
  );
}
