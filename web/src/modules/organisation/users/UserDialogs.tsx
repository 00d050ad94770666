import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import type { RoleChoice } from './graphql';
import type { TFunction } from 'i18next';
import { roleName } from '../../../shell/user/roleName';

export const STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;

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
  const { busy, error, setError, run } = useDialogSubmit(onClose);
  useEffect(() => {
    setValue(initial);
    setError(null);
  }, [initial, opened, setError]);
  const submit = () => (value ? run(() => onSubmit(value)) : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
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
    </Modal>
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
  const [draft, setDraft] = useState(initial);
  const { busy, error, setError, run } = useDialogSubmit(onClose);
  useEffect(() => {
    setDraft(initial);
    setError(null);
  }, [initial, opened, setError]);
  const field = (name: keyof ProfileDraft) => ({
    label: t(`fields.${name}`),
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [name]: e.currentTarget.value }),
  });
  const submit = () => run(() => onSubmit(draft));
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')}>
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
    </Modal>
  );
}

/** A dialog's save: busy while it runs, closed when it succeeds, the translated error when it fails. */
function useDialogSubmit(onClose: () => void) {
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await save();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
