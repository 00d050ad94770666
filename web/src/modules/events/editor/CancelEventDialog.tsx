import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EVENT_CANCEL_MESSAGE_MAX } from '@seedbed/contracts/events-input';
import { TextAreaField } from '../../../ui/form/TextFields';

interface CancelEventDialogProps {
  opened: boolean;
  busy: boolean;
  t: TFunction;
  onClose: () => void;
  onConfirm: (message: string | null) => void;
}

/** Cancelling tells everyone registered; the person may add a few words to that message. */
export function CancelEventDialog({ opened, busy, t, onClose, onConfirm }: CancelEventDialogProps) {
  const [message, setMessage] = useState('');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cancel.title')} centered dirty={message.trim() !== ''}>
      <Stack gap="md">
        <Text size="sm">{t('cancel.explain')}</Text>
        <TextAreaField
          label={t('cancel.message')}
          optional
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={EVENT_CANCEL_MESSAGE_MAX}
          dir="auto"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={busy} onClick={() => onConfirm(message.trim() || null)}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
