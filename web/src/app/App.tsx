import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { SignOutContext } from '../modules/auth/SignOutContext';
import type { SignOut } from '../modules/auth/signOut';
import type { AppRouter } from './router';
import { TenantProvider } from './tenant/TenantProvider';
import { UiProviders } from './UiProviders';

export interface AppProps {
  i18n: I18n;
  router: AppRouter;
  signOut: SignOut;
}

/** The screens that read data through Apollo bring it with them (see routing/withDataLayer). */
export function App({ i18n, router, signOut }: AppProps) {
  return (
    <UiProviders i18n={i18n}>
      <SignOutContext value={signOut}>
        <TenantProvider>
          <RouterProvider router={router} />
        </TenantProvider>
      </SignOutContext>
    </UiProviders>
  );
}
