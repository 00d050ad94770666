import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_AUTO_CLOSE_MS } from './timings';

export type TimedAlertProps = AlertProps & {
  /** Milliseconds before it goes; false keeps it until closed. Spec 1 §9: 7 s. */
  autoClose?: number | false;
};

/** An in-page alert banner that the user can close and that closes itself after 7 s. */
export function TimedAlert({ autoClose = ALERT_AUTO_CLOSE_MS, onClose, ...props }: TimedAlertProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  // A parent re-rendering with a new onClose must not restart the count.
  const close = useEffectEvent(() => {
    setOpen(false);
    onClose?.();
  });

  useEffect(() => {
    if (autoClose === false || !open) return;
    const timer = setTimeout(close, autoClose);
    return () => clearTimeout(timer);
  }, [autoClose, open]);

  if (!open) return null;
  return (
    <Alert
      role="alert"
      withCloseButton
      closeButtonLabel={t('close')}
      {...props}
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
    />
  );
}
