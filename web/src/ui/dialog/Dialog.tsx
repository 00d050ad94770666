import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm } from '../feedback/confirm';
import { escapeClosesDialog } from './escape';

export type DialogProps = ModalProps & {
  /**
   * The form inside has changes not saved yet: closing (Escape, the close button, a click
   * outside) asks before throwing them away. A pristine dialog closes at once.
   */
  dirty?: boolean;
};

/**
 * Every dialog of the product. Escape closes the innermost open layer only: with a date
 * picker, a select's list or a menu open inside, Escape closes that and the dialog stays.
 */
export function Dialog({ dirty = false, opened, onClose, closeOnEscape = true, id, closeButtonProps, ...props }: DialogProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const dialogId = id ?? `dialog-${ownId.replace(/:/g, '')}`;
  const asking = useRef(false);

  const requestClose = useEffectEvent(async () => {
    if (!dirty) return onClose();
    if (asking.current) return;
    asking.current = true;
    try {
      const discard = await confirm({
        title: t('feedback.discardTitle'),
        message: t('feedback.discardMessage'),
        confirmLabel: t('feedback.discard'),
        cancelLabel: t('feedback.keepEditing'),
      });
      if (discard) onClose();
    } finally {
      asking.current = false;
    }
  });

  useEffect(() => {
    if (!opened || !closeOnEscape) return;
    // Mantine's own Escape handling listens on the window before any popover inside hears the
    // key, and closes the dialog along with the open picker; this one first asks whose it is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const content = document.getElementById(`${dialogId}-body`)?.closest<HTMLElement>('[role="dialog"]') ?? null;
      if (escapeClosesDialog(content, event.target)) void requestClose();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [opened, closeOnEscape, dialogId]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close'), ...closeButtonProps }}
      {...props}
      id={dialogId}
      opened={opened}
      onClose={() => void requestClose()}
      closeOnEscape={false}
    />
  );
}
