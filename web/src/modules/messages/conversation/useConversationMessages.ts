import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGES_PAGE_SIZE } from '@seedbed/contracts/community';
import { CONVERSATION_MESSAGES, type Message } from '../graphql';
import { useMessagesLive } from '../live';
import { withMessage, withOlder } from '../logic/messageList';

/**
 * A conversation's messages, newest first as the server pages them: older pages are added at the
 * end, messages sent here or arriving live at the start (once each, whichever comes first).
 * Edits and deletions reach the messages shown through the cache.
 */
export function useConversationMessages(conversationId: string) {
  const client = useApolloClient();
  const variables = { conversationId, limit: MESSAGES_PAGE_SIZE };
  const { data, loading, error, fetchMore } = useQuery(CONVERSATION_MESSAGES, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.conversationMessages;

  const add = useCallback(
    (message: Message) => {
      client.cache.updateQuery({ query: CONVERSATION_MESSAGES, variables: { conversationId, limit: MESSAGES_PAGE_SIZE } }, (previous) =>
        previous ? { conversationMessages: { ...previous.conversationMessages, results: withMessage(previous.conversationMessages.results, message) } } : previous,
      );
    },
    [client, conversationId],
  );

  useMessagesLive((update) => {
    if (update.type === 'MESSAGE_ADDED' && update.conversationId === conversationId && update.message) add(update.message);
  });

  const loadOlder = useCallback(async () => {
    if (!page?.next || loading) return;
    await fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) =>
        previous.conversationMessages
          ? {
              conversationMessages: {
                ...fetchMoreResult.conversationMessages,
                results: withOlder(previous.conversationMessages.results, fetchMoreResult.conversationMessages.results),
              },
            }
          : fetchMoreResult,
    }).catch(() => undefined);
  }, [page?.next, loading, fetchMore]);

  return { messages: page?.results ?? null, hasOlder: Boolean(page?.next), loading, error, loadOlder, add };
}
