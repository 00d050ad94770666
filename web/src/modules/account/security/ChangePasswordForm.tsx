import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@seedbed/contracts/validation';
import { PasswordField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { CHANGE_PASSWORD, MY_SESSIONS } from '../graphql';

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account');
  const rules = useRules();
  const labels = { current: t('password.current'), next: t('password.new'), confirmation: t('password.confirmation') };
  const form = useForm(
    { current: '', next: '', confirmation: '' },
    {
      current: [rules.required(labels.current)],
      next: [rules.required(labels.next), rules.minLength(labels.next, PASSWORD_MIN_LENGTH), rules.maxLength(labels.next, PASSWORD_MAX_LENGTH)],
      confirmation: [rules.required(labels.confirmation), rules.sameAs('next')],
    },
  );
  // The list of sessions shrinks to this one: the others were signed out with the old password.
  const [change, { loading }] = useMutation(CHANGE_PASSWORD, { refetchQueries: [MY_SESSIONS] });

  const submit = form.handleSubmit(async (values) => {
    try {
      await change({ variables: { currentPassword: values.current, newPassword: values.next } });
      onChanged();
    } catch {
      // A wrong current password (or any failure) is shown as a toast (spec 1 §8); nothing changed.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordField {...form.field('current')} label={labels.current} autoComplete="current-password" required />
        <PasswordField {...form.field('next')} label={labels.next} description={t('password.hint', { min: PASSWORD_MIN_LENGTH })} autoComplete="new-password" required />
        <PasswordField {...form.field('confirmation')} label={labels.confirmation} autoComplete="new-password" required />
        <Group>
          <Button type="submit" loading={loading}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change password: proves the current one; the other sessions end once it is changed. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  // A new key empties the fields after a change, without a reset in the form state.
  const [round, setRound] = useState(0);
  const [changed, setChanged] = useState(false);
  return (
    <Stack gap="md">
      {changed ? (
        <Alert color="teal" role="status" withCloseButton onClose={() => setChanged(false)} closeButtonLabel={t('common:close')}>
          {t('password.changed')}
        </Alert>
      ) : null}
      <PasswordFields
        key={round}
        onChanged={() => {
          setChanged(true);
          setRound((n) => n + 1);
        }}
      />
    </Stack>
  );
}
