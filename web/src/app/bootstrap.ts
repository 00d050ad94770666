import { notifications } from '@mantine/notifications';
import { AUTH_REQUIRED_EVENT, isAuthEventOnlyPath } from '../modules/auth/paths';
import { endServerSessionOnLogout } from '../modules/auth/serverSession';
import { syncSignInAcrossTabs } from '../modules/auth/crossTab';
import { createSignOut, type SignOut } from '../modules/auth/signOut';
import { getToken } from '../modules/auth/token';
import { createApolloClient } from './apollo/client';
import { getErrorMessage } from './apollo/errorMessage';
import { createI18n } from './i18n/i18n';
import { interfaceLanguage } from './i18n/current';
import { createAppRouter } from './router';

const INCUBATOR_NOT_FOUND_PATH = '/incubator-not-found';

/** Creates the long-lived services and wires their reactions to one another. */
export async function bootstrap() {
  const i18n = await createI18n();
  const router = createAppRouter();

  // Assigned below; the Apollo handlers only run after start-up.
  let signOut: SignOut = () => undefined;

  const { client, subscriptions } = createApolloClient({
    getLanguage: () => interfaceLanguage.get(),
    onUnauthorized: () => {
      if (getToken()) signOut();
    },
    onAuthenticationRequired: () => {
      // Spec 1 §8: pages meant for visitors only hear about it; elsewhere sign-in starts again.
      if (isAuthEventOnlyPath(window.location.pathname)) document.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT));
      else signOut();
    },
    onIncubatorNotFound: () => {
      if (window.location.pathname !== INCUBATOR_NOT_FOUND_PATH) void router.navigate(INCUBATOR_NOT_FOUND_PATH, { replace: true });
    },
    onMutationError: (error) => {
      notifications.show({
        color: 'red',
        message: getErrorMessage(error, { networkError: i18n.t('networkError') }),
        closeButtonProps: { 'aria-label': i18n.t('close') },
      });
    },
  });

  signOut = createSignOut({
    client,
    closeSubscriptions: () => subscriptions.terminate(),
    navigate: (to) => router.navigate(to, { replace: true }),
  });
  endServerSessionOnLogout(client);
  syncSignInAcrossTabs(() => signOut());

  return { i18n, router, client, signOut };
}
