import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wallTimeOf } from '@seedbed/contracts/time';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { LazyDateTimeField } from '../../../ui/form/LazyDateTimeField';
import { plannedInstant, useOrganisationZone } from './time';

interface RunAtDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The time already planned, if any. */
  initial?: string | null;
  /** What the dialog is about, above the time. */
  children?: ReactNode;
  /** Receives the chosen instant (ISO); a refusal is shown in the dialog. */
  onSubmit: (runAt: string) => Promise<void>;
  onClose: () => void;
}

/** A day and time read on the organisation's clock (its time zone named), for a campaign's sending or a planned action. */
export function RunAtDialog({ opened, title, submitLabel, initial, children, onSubmit, onClose }: RunAtDialogProps) {
  const { t } = useTranslation('emails');
  const zone = useOrganisationZone();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState<string | null>(() => (initial ? wallTimeOf(new Date(initial), zone) : null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const instant = plannedInstant(value, zone);
    if (typeof instant === 'string') return setError(t(instant));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(instant.toISOString());
    } catch (failure) {
      setError(fieldErrorsOf(failure).runAt ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title} dirty={Boolean(value) && value !== (initial ? wallTimeOf(new Date(initial), zone) : null)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {children}
          <LazyDateTimeField
            label={t('runAt.label')}
            description={t('runAt.zone', { zone })}
            loadingLabel={t('loading')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error ?? undefined}
            clearable={false}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
