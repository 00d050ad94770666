import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A result toast's text with its Undo button. */
export function UndoableMessage({ message, onUndo }: { message: ReactNode; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Button size="compact-sm" variant="subtle" onClick={onUndo}>
        {t('feedback.undo')}
      </Button>
    </Group>
  );
}
