import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useForm } from '../../../ui/form/useForm';
import type { RoleChoice } from './graphql';
import type { TFunction } from 'i18next';
import { roleName } from '../../../shell/user/roleName';

export const STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;

/**
 * The dialogs' saves show their own failure (a banner, or the field it concerns), so their
 * mutations pass this and no toast repeats the message.
 */
export const SHOWN_IN_DIALOG = { context: { showsOwnError: true } } as const;

/** A small modal that asks for one choice (a role or a status) and reports the server's answer. */
export function ChoiceDialog({
  opened,
  title,
  label,
  options,
  initial,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  initial: string | null;
  onClose: () => void;
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const [value, setValue] = useState<string | null>(initial);
  const { busy, error, clear, run } = useDialogSubmit(onClose);
  useEffect(() => {
    setValue(initial);
    clear();
  }, [initial, opened, clear]);
  const submit = () => (value ? run(() => onSubmit(value)) : undefined);
  return (
    <Dialog opened={opened} onClose={onClose} title={title} dirty={value !== initial}>
      <Stack>
        <Select label={label} data={options} value={value} onChange={setValue} allowDeselect={false} data-autofocus />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!value}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** The roles the viewer may give; the server refuses the others. */
export const roleOptions = (t: TFunction, roles: RoleChoice[]) => roles.filter((r) => r.grantable).map((r) => ({ value: r._id, label: roleName(t, r) }));

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  headline: string;
  phone: string;
}

export function EditUserDialog({
  opened,
  initial,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  initial: ProfileDraft;
  onClose: () => void;
  onSubmit: (draft: ProfileDraft) => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const form = useForm<ProfileDraft>(initial);
  const { busy, error, fieldErrors, clear, run } = useDialogSubmit(onClose, (name) => name in initial);
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the person's saved profile.
  useEffect(() => {
    reset(initial);
    clear();
  }, [initial, opened, clear]);
  const field = (name: keyof ProfileDraft) => ({
    label: t(`fields.${name}`),
    value: form.values[name],
    error: fieldErrors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, e.currentTarget.value),
  });
  const submit = () => run(() => onSubmit(form.values));
  return (
    <Dialog opened={opened} onClose={onClose} title={t('edit.title')} dirty={form.dirty}>
      <Stack>
        <TextInput {...field('firstName')} data-autofocus />
        <TextInput {...field('lastName')} />
        <TextInput {...field('headline')} />
        <TextInput {...field('phone')} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/**
 * A dialog's save: busy while it runs, closed when it succeeds. A failure is shown once: each
 * message on the field it names (`shownOnField`), the rest in the dialog's banner.
 */
function useDialogSubmit(onClose: () => void, shownOnField: (field: string) => boolean = () => false) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const clear = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);
  const run = async (save: () => Promise<unknown>) => {
    clear();
    setBusy(true);
    try {
      await save();
      onClose();
    } catch (e) {
      setFieldErrors(Object.fromEntries(Object.entries(fieldErrorsOf(e)).filter(([field]) => shownOnField(field))));
      setError(messageBesideFields(e, shownOnField, { networkError: t('networkError') }) ?? null);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fieldErrors, clear, run };
}
