import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../../app/http/rest';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { useNewPasswordForm } from './useNewPasswordForm';

/** /reset/:token — choose a new password with the link from the reset email. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const restErrorMessage = useRestErrorMessage();
  const { form, fields } = useNewPasswordForm();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async ({ password }) => {
    setState('saving');
    setFailure(undefined);
    try {
      await requestJson('/api/users/resetpassword', { body: { token, newPassword: password } });
      setState('saved');
    } catch (error) {
      setFailure(restErrorMessage(error));
      setState('idle');
    }
  });

  if (state === 'saved') {
    return (
      <PublicPage title={t('reset.title')}>
        <Alert color="green" role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('signIn')}
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {fields}
          <Button type="submit" loading={state === 'saving'} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm">
        {t('backToSignIn')}
      </Anchor>
    </PublicPage>
  );
}
