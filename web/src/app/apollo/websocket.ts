import { createClient, type Client } from 'graphql-ws';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getSessionId, getToken } from '../../modules/auth/token';
import { tenantSlugFromHost } from '../tenant/slug';
import { connectionStore } from './status';

/** Closed because nothing listens any more, or by our own terminate() at sign-out. */
const DELIBERATE_CLOSES = new Set([1000, 4499]);

function subscriptionsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/subscriptions`;
}

/**
 * Spec 1 §7/§9: a lazy graphql-ws connection retried up to 10 times. The parameters are
 * read at each (re)connection, so a new sign-in or session id travels with the next one.
 */
export function createSubscriptionClient(getLanguage: () => string): Client {
  return createClient({
    url: subscriptionsUrl(),
    lazy: true,
    retryAttempts: 10,
    connectionParams: () => {
      const token = getToken();
      return {
        sessionId: getSessionId() ?? undefined,
        incubator: tenantSlugFromHost(),
        userAgent: navigator.userAgent,
        authorization: token ? `Bearer ${token}` : undefined,
        language: getLanguage(),
      };
    },
    on: {
      connected: () => connectionStore.set(true),
      closed: (event) => {
        if (!DELIBERATE_CLOSES.has((event as CloseEvent | undefined)?.code ?? 0)) connectionStore.set(false);
      },
    },
  });
}

export const createWsLink = (client: Client) => new GraphQLWsLink(client);
