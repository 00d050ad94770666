import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../../app/http/rest';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { BackToSignIn, PublicForm } from '../PublicForm';
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
      <PublicForm onSubmit={submit} failure={failure} submitLabel={t('reset.submit')} submitting={state === 'saving'}>
        {fields}
      </PublicForm>
      <BackToSignIn />
    </PublicPage>
  );
}
