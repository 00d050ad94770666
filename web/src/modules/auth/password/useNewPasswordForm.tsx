import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@seedbed/contracts/validation';
import { PasswordField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';

/** A new password typed twice, held to the limits the server applies. */
export function useNewPasswordForm() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const passwordLabel = t('fields.newPassword');
  const confirmLabel = t('fields.confirmPassword');
  const form = useForm(
    { password: '', confirmation: '' },
    {
      password: [rules.required(passwordLabel), rules.minLength(passwordLabel, PASSWORD_MIN_LENGTH), rules.maxLength(passwordLabel, PASSWORD_MAX_LENGTH)],
      confirmation: [rules.required(confirmLabel), rules.sameAs('password')],
    },
  );
  const fields = (
    <Stack gap="md">
      <PasswordField {...form.field('password')} label={passwordLabel} autoComplete="new-password" required />
      <PasswordField {...form.field('confirmation')} label={confirmLabel} autoComplete="new-password" required />
    </Stack>
  );
  return { form, fields };
}
