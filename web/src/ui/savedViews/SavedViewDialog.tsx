import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { savedViewNameSchema } from '@seedbed/contracts/saved-view-name';
import { fieldErrorsOf, messageBesideFields } from '../../app/apollo/errorMessage';
import { Dialog } from '../dialog/Dialog';
import { TextField } from '../form/TextFields';
import { issueMessage, schemaRules } from '../form/schemaRules';
import { useForm } from '../form/useForm';

export interface SavedViewValues {
  name: string;
  shared: boolean;
}

interface SavedViewDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: SavedViewValues;
  onClose: () => void;
  /** Saves; throws the server's refusal (a name already used), which the dialog shows. */
  onSubmit: (values: SavedViewValues) => Promise<void>;
}

/** Names a view and says whether colleagues see it: for "Save current view…" and for a rename. */
export function SavedViewDialog({ opened, title, submitLabel, initial, onClose, onSubmit }: SavedViewDialogProps) {
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={title} centered>
      {opened && <ViewForm initial={initial} submitLabel={submitLabel} onCancel={onClose} onSubmit={onSubmit} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function ViewForm({
  initial,
  submitLabel,
  onCancel,
  onSubmit,
  onDirtyChange,
}: Omit<SavedViewDialogProps, 'opened' | 'title' | 'onClose'> & { onCancel: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['savedViews', 'validation', 'common']);
  const rules = useMemo(
    () =>
      schemaRules<SavedViewValues>(
        savedViewNameSchema,
        (v) => ({ name: v.name }),
        ['name'],
        (issue) => issueMessage(t as unknown as TFunction, issue, t('savedViews:name')),
      ),
    [t],
  );
  const form = useForm<SavedViewValues>(initial, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerError(undefined);
    setBusy(true);
    try {
      await onSubmit({ name: values.name.trim(), shared: values.shared });
    } catch (error) {
      setServerError(fieldErrorsOf(error).name);
      setFailure(messageBesideFields(error, (path) => path === 'name', { networkError: t('common:networkError') }));
    } finally {
      setBusy(false);
    }
  });
  const name = form.field('name');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...name} error={name.error ?? serverError} label={t('savedViews:name')} required data-autofocus />
        <Switch {...form.checkbox('shared')} label={t('savedViews:share')} description={t('savedViews:shareHint')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('savedViews:cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
