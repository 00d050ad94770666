import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';

/** Changing the slug moves the organisation to a new address: said plainly before it happens. */
export function SlugChangeDialog({
  from,
  to,
  newAddress,
  onCancel,
  onConfirm,
}: {
  from: string;
  to: string;
  newAddress: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('organisation');
  return (
    <Dialog opened onClose={onCancel} title={t('general.slugDialog.title')} centered>
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('general.slugDialog.warning')}
        </Alert>
        <Text size="sm">
          {t('general.slugDialog.fromTo')} <Code>{from}</Code> → <Code>{to}</Code>
        </Text>
        {newAddress ? (
          <Text size="sm">
            {t('general.slugDialog.newAddress')} <Code>{newAddress}</Code>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {t('general.slugDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
