import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { PasswordField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { useSignOut } from '../../auth/SignOutContext';
import { DELETE_MY_ACCOUNT } from '../graphql';

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const signOut = useSignOut();
  const label = t('delete.password');
  const form = useForm({ password: '' }, { password: [rules.required(label)] });
  const [remove, { loading }] = useMutation(DELETE_MY_ACCOUNT);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await remove({ variables: { password } });
    } catch {
      // A wrong password is shown as a toast (spec 1 §8); the dialog stays open to try again.
      return;
    }
    notifications.show({ color: 'teal', message: t('delete.done') });
    // Every sign-in is already over on the server; this browser forgets its own and leaves.
    signOut({ returnTo: '/' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('delete.confirmBody')}</Text>
        <PasswordField {...form.field('password')} label={label} autoComplete="current-password" required data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('delete.cancel')}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 1 §4 "Delete confirm dialog": open or closed, with a loading state while deleting. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    // Not `dirty`: the password only confirms; closing is how a person backs out of deleting,
    // and asking whether to discard it would stand in their way.
    <Dialog opened={opened} onClose={onClose} title={t('delete.confirmTitle')}>
      {opened ? <ConfirmForm onCancel={onClose} /> : null}
    </Dialog>
  );
}
