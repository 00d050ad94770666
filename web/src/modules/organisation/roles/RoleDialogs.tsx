import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { CREATE_ROLE, EDITABLE_ROLES, UPDATE_ROLE, type EditableRole } from './graphql';

const CUSTOM_TYPES = ROLE_TYPES.filter((type) => type !== 'system');
const DEFAULT_TYPE = 'coach';

/** The dialogs show a failed save themselves, so no toast repeats it. */
const SHOWN_IN_DIALOG = { context: { showsOwnError: true } } as const;

/** A failed save, each message once: the name's on the name field, anything else in a banner. */
interface Failure {
  label?: string;
  rest?: string;
}

function useFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure>({});
  const show = (error: unknown) =>
    setFailure({ label: fieldErrorsOf(error).label, rest: messageBesideFields(error, (field) => field === 'label', { networkError: t('networkError') }) });
  return { failure, setFailure, show };
}

/** Creates a custom role from a role type; it starts with that type's default permissions. */
export function CreateRoleDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('access');
  const [type, setType] = useState<string | null>(DEFAULT_TYPE);
  const [label, setLabel] = useState('');
  const { failure, setFailure, show } = useFailure();
  const [create, { loading }] = useMutation(CREATE_ROLE, { refetchQueries: [EDITABLE_ROLES], awaitRefetchQueries: true, ...SHOWN_IN_DIALOG });

  const close = () => {
    setLabel('');
    setType(DEFAULT_TYPE);
    setFailure({});
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setFailure({ label: t('roles.labelRequired') });
    try {
      await create({ variables: { type: type ?? DEFAULT_TYPE, label: label.trim() } });
      showSuccess(t('roles.created', { label: label.trim() }));
      close();
    } catch (error) {
      show(error);
    }
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('roles.createTitle')} dirty={label.trim() !== '' || type !== DEFAULT_TYPE}>
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
            failure={failure}
            loading={loading}
            submitLabel={t('roles.create')}
            onCancel={close}
            onLabel={(value) => {
              setLabel(value);
              setFailure({});
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

export function RenameRoleDialog({ role, onClose }: { role: EditableRole | null; onClose: () => void }) {
  const { t } = useTranslation('access');
  const [label, setLabel] = useState('');
  const { failure, setFailure, show } = useFailure();
  const [update, { loading }] = useMutation(UPDATE_ROLE, SHOWN_IN_DIALOG);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (role && shownFor !== role._id) {
    setShownFor(role._id);
    setLabel(role.label ?? '');
    setFailure({});
  }
  const close = () => {
    setShownFor(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    if (!label.trim()) return setFailure({ label: t('roles.labelRequired') });
    try {
      await update({ variables: { roleId: role._id, label: label.trim() } });
      showSuccess(t('roles.renamed', { label: label.trim() }));
      close();
    } catch (error) {
      show(error);
    }
  };

  return (
    <Dialog opened={Boolean(role)} onClose={close} title={t('roles.renameTitle')} dirty={Boolean(role) && label !== (role?.label ?? '')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <LabelAndActions
            label={label}
            failure={failure}
            loading={loading}
            submitLabel={t('roles.save')}
            onCancel={close}
            onLabel={(value) => {
              setLabel(value);
              setFailure({});
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

/** The role's name and the dialog's buttons, the same in the create and rename dialogs. */
function LabelAndActions(props: { label: string; failure: Failure; loading: boolean; submitLabel: string; onLabel: (value: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('access');
  return (
    <>
      <TextInput
        label={t('roles.label')}
        value={props.label}
        onChange={(e) => props.onLabel(e.currentTarget.value)}
        maxLength={NAME_MAX_LENGTH}
        error={props.failure.label}
        withAsterisk
        data-autofocus
      />
      {props.failure.rest && (
        <Alert color="red" role="alert">
          {props.failure.rest}
        </Alert>
      )}
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
