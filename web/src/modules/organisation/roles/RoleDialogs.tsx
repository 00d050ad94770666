import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { CREATE_ROLE, EDITABLE_ROLES, UPDATE_ROLE, type EditableRole } from './graphql';

const CUSTOM_TYPES = ROLE_TYPES.filter((type) => type !== 'system');

/** Creates a custom role from a role type; it starts with that type's default permissions. */
export function CreateRoleDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('access');
  const errorMessage = useErrorMessage();
  const [type, setType] = useState<string | null>('coach');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_ROLE, { refetchQueries: [EDITABLE_ROLES], awaitRefetchQueries: true });

  const close = () => {
    setLabel('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setError(t('roles.labelRequired'));
    try {
      await create({ variables: { type: type ?? 'coach', label: label.trim() } });
      showSuccess(t('roles.created', { label: label.trim() }));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('roles.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('roles.type')}
            description={t('roles.typeHint')}
            data={CUSTOM_TYPES.map((value) => ({ value, label: t(`common:roles.${value}`) }))}
            value={type}
            onChange={setType}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <LabelAndActions
            label={label}
            error={error}
            loading={loading}
            submitLabel={t('roles.create')}
            onCancel={close}
            onLabel={(value) => {
              setLabel(value);
              setError(null);
            }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function RenameRoleDialog({ role, onClose }: { role: EditableRole | null; onClose: () => void }) {
  const { t } = useTranslation('access');
  const errorMessage = useErrorMessage();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_ROLE);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (role && shownFor !== role._id) {
    setShownFor(role._id);
    setLabel(role.label ?? '');
    setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    if (!label.trim()) return setError(t('roles.labelRequired'));
    try {
      await update({ variables: { roleId: role._id, label: label.trim() } });
      showSuccess(t('roles.renamed', { label: label.trim() }));
      setShownFor(null);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      opened={Boolean(role)}
      onClose={() => {
        setShownFor(null);
        onClose();
      }}
      title={t('roles.renameTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <LabelAndActions
            label={label}
            error={error}
            loading={loading}
            submitLabel={t('roles.save')}
            onCancel={onClose}
            onLabel={(value) => {
              setLabel(value);
              setError(null);
            }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The role's name and the dialog's buttons, the same in the create and rename dialogs. */
function LabelAndActions(props: { label: string; error: string | null; loading: boolean; submitLabel: string; onLabel: (value: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('access');
  return (
    <>
      <TextInput
        label={t('roles.label')}
        value={props.label}
        onChange={(e) => props.onLabel(e.currentTarget.value)}
        maxLength={NAME_MAX_LENGTH}
        error={props.error}
        withAsterisk
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common:feedback.cancel')}
        </Button>
        <Button type="submit" loading={props.loading}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
