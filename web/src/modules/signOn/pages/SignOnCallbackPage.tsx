import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { loginPath, safeReturnPath } from '../../auth/paths';
import { externalSignInPath } from '../../auth/singleSignOn';
import { setToken } from '../../auth/token';
import { COMPLETE_SIGN_ON } from '../graphql';
import { forgetPendingSignOn, pendingSignOn } from '../pending';

/** Spec 1 §7: the provider's "login required" is not an error, only the absence of a sign-in. */
const isLoginRequired = (error: string | null, description: string | null) => error === 'login_required' || description === 'Login required';

/**
 * /auth/callback (spec 1 §2.1): the provider's answer. A code is handed to the server with the
 * binding this browser kept; the token it answers signs the person in, and the page they were
 * going to opens. "Login required" goes back to /login quietly; any other failure says so, with a
 * way to try again.
 */
export function SignOnCallbackPage() {
  const { t } = useTranslation('sso');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useMutation(COMPLETE_SIGN_ON, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  const [pending] = useState(pendingSignOn);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const error = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    if (isLoginRequired(error, params.get('error_description'))) {
      forgetPendingSignOn();
      navigate(loginPath(pending?.returnTo), { replace: true });
      return;
    }
    if (error || !code || !state) {
      setFailure(t('callback.providerRefused'));
      return;
    }
    if (!pending || pending.state !== state) {
      setFailure(t('callback.otherBrowser'));
      return;
    }
    complete({ variables: { code, state, iss: params.get('iss'), binding: pending.binding } })
      .then(({ data }) => {
        if (!data) return;
        forgetPendingSignOn();
        setToken(data.completeSignOn.token);
        navigate(safeReturnPath(data.completeSignOn.returnTo), { replace: true });
      })
      .catch((failed: unknown) => setFailure(errorMessage(failed)));
  }, [params, pending, complete, navigate, errorMessage, t]);

  const retry = externalSignInPath(pending?.returnTo ?? '/', pending?.provider);
  return (
    <PublicPage title={failure ? t('callback.failedTitle') : t('callback.pageTitle')}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {failure}
          </Alert>
          <Group gap="sm">
            <Button component={Link} to={retry} replace>
              {t('callback.retry')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('callback.backToLogin')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('callback.signingIn')}</Text>
        </Group>
      )}
    </PublicPage>
  );
}
