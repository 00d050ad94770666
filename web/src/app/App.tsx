import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { SignOutContext } from '../modules/auth/SignOutContext';
import type { SignOut } from '../modules/auth/signOut';
import type { AppRouter } from './router';
import { TenantProvider } from './tenant/TenantProvider';
import { UiProviders } from './UiProviders';

export interface AppProps {
  i18n: I18n;
  client: ApolloClient;
  router: AppRouter;
  signOut: SignOut;
}

export function App({ i18n, client, router, signOut }: AppProps) {
  return (
    <UiProviders i18n={i18n}>
      <ApolloProvider client={client}>
        <SignOutContext value={signOut}>
          <TenantProvider>
            <RouterProvider router={router} />
          </TenantProvider>
        </SignOutContext>
      </ApolloProvider>
    </UiProviders>
  );
}
