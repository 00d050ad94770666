import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { AUTH_REQUIRED_EVENT, isAuthEventOnlyPath } from '../../modules/auth/paths';
import { endServerSessionOnLogout } from '../../modules/auth/serverSession';
import { getToken } from '../../modules/auth/token';
import { interfaceLanguage } from '../i18n/current';
import { PUBLIC_INCUBATOR } from '../tenant/publicIncubator';
import { tenantStore } from '../tenant/tenantStore';
import { createApolloClient, type AppApollo } from './client';
import { getErrorMessage } from './errorMessage';

/** What the data layer needs from the application that loads it. */
export interface DataLayerHost {
  i18n: I18n;
  navigate(to: string): Promise<void>;
  signOut(): void;
  onIncubatorNotFound(): void;
}

export interface DataLayer extends AppApollo {
  /** Gives the screens below it the Apollo client. */
  DataProvider(props: { children: ReactNode }): ReactNode;
}

/**
 * Apollo, its links and the websocket: loaded with the first screen that reads data through them
 * (the signed-in frame, a feature's public page), never by the sign-in page.
 */
export function startDataLayer(host: DataLayerHost): DataLayer {
  const apollo = createApolloClient({
    getLanguage: () => interfaceLanguage.get(),
    onUnauthorized: () => {
      if (getToken()) host.signOut();
    },
    onAuthenticationRequired: () => {
      // Spec 1 §8: pages meant for visitors only hear about it; elsewhere sign-in starts again.
      if (isAuthEventOnlyPath(window.location.pathname)) document.dispatchEvent(new CustomEvent(AUTH_REQUIRED_EVENT));
      else host.signOut();
    },
    onIncubatorNotFound: host.onIncubatorNotFound,
    onMutationError: (error) => {
      notifications.show({
        color: 'red',
        message: getErrorMessage(error, { networkError: host.i18n.t('networkError') }),
        closeButtonProps: { 'aria-label': host.i18n.t('close') },
      });
    },
  });
  endServerSessionOnLogout(apollo.client);
  // The organisation as the cache holds it, so that saving its settings shows at once in the frame
  // (name, logo, colours), as any other record the cache normalises.
  apollo.client.watchQuery({ query: PUBLIC_INCUBATOR }).subscribe(({ data, dataState }) => {
    if (dataState === 'complete' && data.publicIncubator) tenantStore.set({ incubator: data.publicIncubator, loading: false });
  });
  const { client } = apollo;
  return { ...apollo, DataProvider: ({ children }) => <ApolloProvider client={client}>{children}</ApolloProvider> };
}
