import { syncSignInAcrossTabs } from '../modules/auth/crossTab';
import { createSignOut, type SignOut } from '../modules/auth/signOut';
import { configureDataLayer, loadedDataLayer } from './apollo/loadDataLayer';
import { createI18n } from './i18n/i18n';
import { createAppRouter, type AppRouter } from './router';
import { loadTenant, tenantStore } from './tenant/tenantStore';

const INCUBATOR_NOT_FOUND_PATH = '/incubator-not-found';

/**
 * Creates the long-lived services and wires their reactions to one another. The data layer
 * (Apollo) is only configured here: the first screen that needs it downloads it.
 */
export async function bootstrap() {
  let router: AppRouter | undefined;
  const navigate = async (to: string) => void (await router?.navigate(to, { replace: true }));
  const onIncubatorNotFound = () => {
    if (window.location.pathname !== INCUBATOR_NOT_FOUND_PATH) void navigate(INCUBATOR_NOT_FOUND_PATH);
  };
  // Asked for at once, in parallel with the translations: the sign-in page shows the organisation.
  void loadTenant({ onIncubatorNotFound });

  const i18n = await createI18n();
  router = createAppRouter(i18n);
  // The organisation may have been found missing before the router existed.
  if (tenantStore.get().missing) onIncubatorNotFound();

  const signOut: SignOut = createSignOut({
    resetStore: () => loadedDataLayer()?.client.resetStore(),
    closeSubscriptions: () => loadedDataLayer()?.subscriptions.terminate(),
    navigate,
  });
  configureDataLayer({ i18n, navigate, signOut: () => signOut(), onIncubatorNotFound });
  syncSignInAcrossTabs(() => signOut());

  return { i18n, router, signOut };
}
