import { useCallback, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CONFIRM_AUTO_CLOSE_MS } from './timings';

export interface ConfirmOptions {
  message: ReactNode;
  title?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red by default: most confirmations guard a deletion. */
  color?: string;
}

let sequence = 0;

/**
 * Spec 1 §2.13: a confirmation appears as a notification sliding in from the side, with
 * confirm and cancel buttons. Resolves true on confirm; false on cancel, on close, or when
 * left unanswered for 5 s (hovering pauses that count).
 */
export function confirm({ message, title, confirmLabel, cancelLabel, color = 'red' }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = `confirm-${++sequence}`;
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
      notifications.hide(id);
    };
    notifications.show({
      id,
      title,
      color,
      autoClose: CONFIRM_AUTO_CLOSE_MS,
      onClose: () => settle(false),
      message: (
        <Stack gap="xs">
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => settle(false)}>
              {cancelLabel}
            </Button>
            <Button size="xs" color={color} onClick={() => settle(true)}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/** `confirm` with the buttons worded in the interface language. */
export function useConfirm() {
  const { t } = useTranslation();
  return useCallback(
    (options: Omit<ConfirmOptions, 'confirmLabel' | 'cancelLabel'> & Partial<ConfirmOptions>) =>
      confirm({ confirmLabel: t('feedback.confirm'), cancelLabel: t('feedback.cancel'), ...options }),
    [t],
  );
}
