import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../../app/http/rest';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { PublicPage } from '../../../ui/PublicPage';
import { BackToSignIn, PublicForm } from '../PublicForm';

/**
 * /forgotpassword. The answer never tells whether the address has an account, so the
 * confirmation is worded the same either way.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const restErrorMessage = useRestErrorMessage();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();
  const emailLabel = t('fields.email');
  const form = useForm({ email: '' }, { email: [rules.required(emailLabel), rules.email(emailLabel)] });

  const submit = form.handleSubmit(async ({ email }) => {
    setState('sending');
    setFailure(undefined);
    try {
      await requestJson('/api/users/sendresetpassword', { body: { email: email.trim() } });
      setState('sent');
    } catch (error) {
      setFailure(restErrorMessage(error));
      setState('idle');
    }
  });

  return (
    <PublicPage title={t('forgot.title')}>
      {state === 'sent' ? (
        <Alert color="green" role="status">
          {t('forgot.done')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('forgot.intro')}</Text>
          <PublicForm onSubmit={submit} failure={failure} submitLabel={t('forgot.submit')} submitting={state === 'sending'}>
            <TextField {...form.field('email')} type="email" label={emailLabel} autoComplete="email" required />
          </PublicForm>
        </Stack>
      )}
      <BackToSignIn />
    </PublicPage>
  );
}
