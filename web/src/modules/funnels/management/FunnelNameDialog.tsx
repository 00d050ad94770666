import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { funnelNameSchema } from '@seedbed/contracts/applications-input';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';

interface Values {
  name: string;
}

interface FunnelNameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Sends the name; throws the server's refusal, which the dialog shows. */
  onSubmit: (name: string) => Promise<void>;
}

/** Asks a funnel's name: for a new funnel (Create → Funnel) and for a copy (clone). */
export function FunnelNameDialog({ opened, title, submitLabel, initialName = '', onClose, onSubmit }: FunnelNameDialogProps) {
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={title} centered>
      {opened && <NameForm initialName={initialName} submitLabel={submitLabel} onCancel={onClose} onSubmit={onSubmit} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function NameForm({
  initialName,
  submitLabel,
  onCancel,
  onSubmit,
  onDirtyChange,
}: {
  initialName: string;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['funnels', 'validation', 'common']);
  const rules = useMemo(
    () =>
      schemaRules<Values>(
        funnelNameSchema,
        (v) => v,
        ['name'],
        (issue) => issueMessage(t as unknown as TFunction, issue, t('funnels:fields.name')),
      ),
    [t],
  );
  const form = useForm<Values>({ name: initialName }, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit(values.name.trim());
    } catch (error) {
      setServerError(fieldErrorsOf(error).name);
      setFailure(messageBesideFields(error, (path) => path === 'name', { networkError: t('common:networkError') }));
    } finally {
      setBusy(false);
    }
  });
  const field = form.field('name');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...field} error={field.error ?? serverError} label={t('funnels:fields.name')} placeholder={t('funnels:fields.namePlaceholder')} required data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('funnels:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
