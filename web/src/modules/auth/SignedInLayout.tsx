import { useEffect } from 'react';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { AppFrame } from '../../shell/frame/AppFrame';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { NotConfirmedNotice } from './confirm/NotConfirmedNotice';
import { CURRENT_USER, mustConfirmEmail } from './currentUser';
import { SessionKeeper } from './session/SessionKeeper';
import { useSignOut } from './SignOutContext';

function CurrentUserGate() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  // Refreshed on every entry, so a confirmation made in another tab lifts the block.
  const { data, error, loading, refetch } = useQuery(CURRENT_USER, { fetchPolicy: 'cache-and-network' });
  const user = data?.currentUser;
  const deleted = user?.status === 'deleted';

  useEffect(() => {
    // Spec 1 §4: a deleted user is treated as no longer authenticated.
    if (deleted) signOut();
  }, [deleted, signOut]);

  if (user && !deleted) return mustConfirmEmail(user, pathname) ? <NotConfirmedNotice email={user.email ?? ''} /> : <AppFrame />;
  if (loading || deleted) return <LoadingScreen />;
  return (
    <Center mih="60vh" p="md">
      <Stack maw={420}>
        <Alert color="red" role="alert">
          {error ? errorMessage(error) : t('networkError')}
        </Alert>
        <Button onClick={() => void refetch()}>{t('retry')}</Button>
      </Stack>
    </Center>
  );
}

/** Everything a signed-in user sees lives under this layout (behind the RequireAuth guard), in the app frame. */
export function SignedInLayout() {
  return (
    <SessionKeeper>
      <CurrentUserGate />
    </SessionKeeper>
  );
}
