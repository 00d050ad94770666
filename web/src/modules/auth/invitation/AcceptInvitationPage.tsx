import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../../app/http/rest';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { LoadingScreen } from '../../../shell/LoadingScreen';
import { PublicPage } from '../../../ui/PublicPage';
import { PublicForm } from '../PublicForm';
import { useNewPasswordForm } from '../password/useNewPasswordForm';
import type { SignInAnswer } from '../login/signIn';
import { setToken } from '../token';

interface Invitation {
  email: string;
  firstName: string | null;
  lastName: string | null;
  incubatorName: string;
}

type Lookup = { state: 'loading' } | { state: 'found'; invitation: Invitation } | { state: 'failed'; message: string };

/**
 * /acceptinvitation?token=… — the invited person sets a password and is signed in; the
 * public-only guard then takes them to /.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const restErrorMessage = useRestErrorMessage();
  const { form, fields } = useNewPasswordForm();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!token) {
      setLookup({ state: 'failed', message: t('invitation.missingToken') });
      return;
    }
    let current = true;
    requestJson<Invitation>(`/api/users/invitation/${encodeURIComponent(token)}`, { method: 'GET' }).then(
      (invitation) => current && setLookup({ state: 'found', invitation }),
      (error) => current && setLookup({ state: 'failed', message: restErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, t, restErrorMessage]);

  const submit = form.handleSubmit(async ({ password }) => {
    setSaving(true);
    setFailure(undefined);
    try {
      const answer = await requestJson<SignInAnswer>('/api/users/acceptinvitation', { body: { token, password } });
      setToken(answer.token);
    } catch (error) {
      setFailure(restErrorMessage(error));
      setSaving(false);
    }
  });

  if (lookup.state === 'loading') return <LoadingScreen />;
  if (lookup.state === 'failed') {
    return (
      <PublicPage title={t('invitation.pageTitle')}>
        <Alert color="red" role="alert">
          {lookup.message}
        </Alert>
      </PublicPage>
    );
  }

  const { invitation } = lookup;
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return (
    <PublicPage title={t('invitation.title', { incubator: invitation.incubatorName })}>
      <Text>
        {name
          ? t('invitation.invited', { name, incubator: invitation.incubatorName, email: invitation.email })
          : t('invitation.invitedNoName', { incubator: invitation.incubatorName, email: invitation.email })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('invitation.choosePassword')}
      </Text>
      <PublicForm onSubmit={submit} failure={failure} submitLabel={t('invitation.submit')} submitting={saving}>
        {fields}
      </PublicForm>
    </PublicPage>
  );
}
