import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { OperationTypeNode } from 'graphql';
import type { Client } from 'graphql-ws';
import { connectionLink, errorLink, headersLink, loadingLink, retryLink, type LinkHandlers } from './links';
import { createSubscriptionClient, createWsLink } from './websocket';

export interface AppApollo {
  client: ApolloClient;
  subscriptions: Client;
}

/**
 * Queries and mutations go over HTTP (retried, with headers); subscriptions over the
 * websocket, which retries on its own. Errors of both pass the same auth and tenant checks.
 */
export function createApolloClient(handlers: LinkHandlers): AppApollo {
  const subscriptions = createSubscriptionClient(handlers.getLanguage);
  const http = ApolloLink.from([retryLink, connectionLink, headersLink(handlers.getLanguage), new HttpLink({ uri: '/graphql' })]);
  const transport = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, createWsLink(subscriptions), http);
  const client = new ApolloClient({
    link: ApolloLink.from([loadingLink, errorLink(handlers), transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // A question's _id is unique within its form version only: the draft, every version and
        // every copy of a form hold the same ids, so questions are kept inside their form.
        FormQuestion: { keyFields: false },
      },
    }),
  });
  return { client, subscriptions };
}
