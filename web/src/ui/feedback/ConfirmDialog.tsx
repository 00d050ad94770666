import { useEffect, useState } from 'react';
import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../app/store';
import { asked } from './confirm';

/** Above every other modal: a confirmation is asked on top of the dialog that asked it. */
const CONFIRM_Z_INDEX = getDefaultZIndex('modal') + 10;

/** The confirmation asked last, in a modal above every other. */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const question = useStoreValue(asked);
  // The last question stays rendered while the dialog plays its closing transition.
  const [shown, setShown] = useState(question);
  useEffect(() => {
    if (question) setShown(question);
  }, [question]);
  const options = shown?.options;
  const color = options?.color ?? 'red';

  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.answer(false)}
      title={options?.title ?? t('feedback.confirmTitle')}
      centered
      size="sm"
      zIndex={CONFIRM_Z_INDEX}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {typeof options?.message === 'string' ? <Text size="sm">{options.message}</Text> : options?.message}
        <Group gap="xs" justify="flex-end">
          {/* The safe answer takes the focus, so that Enter pressed by habit keeps things as they are. */}
          <Button variant="default" onClick={() => question?.answer(false)} data-autofocus>
            {options?.cancelLabel}
          </Button>
          <Button color={color} onClick={() => question?.answer(true)}>
            {options?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
