import { useEffect, useEffectEvent } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MESSAGES_UPDATED, UNREAD_MESSAGES, type MessagesUpdate } from './graphql';

type Listener = (update: MessagesUpdate) => void;

const listeners = new Set<Listener>();
let open: { client: ApolloClient; stop: () => void } | null = null;

/**
 * One subscription to messagesUpdated for the whole page, however many parts listen (the badge,
 * the inbox, the open conversation). Apollo writes each update's message and conversation to the
 * cache, so whatever shows them follows; the badge's count is written here.
 */
function start(client: ApolloClient) {
  const subscription = client.subscribe({ query: MESSAGES_UPDATED }).subscribe({
    next: ({ data }) => {
      const update = data?.messagesUpdated;
      if (!update) return;
      client.cache.writeQuery({ query: UNREAD_MESSAGES, data: { unreadMessagesCount: update.unreadCount } });
      for (const listener of listeners) listener(update);
    },
    // A refused or lost subscription leaves the page as it is; the next listener to come asks again.
    error: () => {
      open = null;
    },
  });
  open = { client, stop: () => subscription.unsubscribe() };
}

/** Hears every change to the viewer's conversations while the component is shown. */
export function useMessagesLive(onUpdate: Listener) {
  const client = useApolloClient();
  const handle = useEffectEvent(onUpdate);
  useEffect(() => {
    const listener: Listener = (update) => handle(update);
    listeners.add(listener);
    if (!open || open.client !== client) {
      open?.stop();
      start(client);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        open?.stop();
        open = null;
      }
    };
  }, [client]);
}
