import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A secret the server keeps only hashed or sealed: shown this one time, with a copy button. */
export function SecretShownOnce({ secret, label, warning, onDone, testId }: { secret: string; label: string; warning: string; onDone: () => void; testId?: string }) {
  const { t } = useTranslation('apiAccess');
  return (
    <Stack gap="md">
      <Alert color="yellow" role="status">
        {warning}
      </Alert>
      <TextInput readOnly value={secret} label={label} data-testid={testId} styles={{ input: { fontFamily: 'monospace' } }} dir="ltr" />
      <Group justify="flex-end" gap="sm">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('tokens.copied') : t('tokens.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('tokens.done')}</Button>
      </Group>
    </Stack>
  );
}
