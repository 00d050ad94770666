import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { PasswordField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { signInWithPassword, type SignInAnswer } from './signIn';

export interface LoginFormColors {
  buttonBackground?: string | null;
  buttonText?: string | null;
  link?: string | null;
}

/**
 * Email and password sign-in to the organisation named by `incubator` (its slug, once the page
 * knows it); the server's refusal is shown above the fields.
 */
export function LoginForm({ onSignedIn, colors, incubator }: { onSignedIn: (answer: SignInAnswer) => void; colors?: LoginFormColors; incubator?: string }) {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const restErrorMessage = useRestErrorMessage();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const emailLabel = t('fields.email');
  const passwordLabel = t('fields.password');
  const form = useForm({ email: '', password: '' }, { email: [rules.required(emailLabel), rules.email(emailLabel)], password: [rules.required(passwordLabel)] });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const answer = await signInWithPassword(email, password, incubator);
      onSignedIn(answer);
    } catch (error) {
      setFailure(restErrorMessage(error));
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField {...form.field('email')} type="email" label={emailLabel} autoComplete="username" required />
        <PasswordField {...form.field('password')} label={passwordLabel} autoComplete="current-password" required />
        <Anchor component={Link} to="/forgotpassword" size="sm" c={colors?.link ?? undefined}>
          {t('login.forgot')}
        </Anchor>
        <Button type="submit" loading={submitting} fullWidth color={colors?.buttonBackground ?? undefined} autoContrast={!colors?.buttonText} c={colors?.buttonText ?? undefined}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
