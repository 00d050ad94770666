import { useMemo } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CONVERSATIONS_PAGE_SIZE } from '@seedbed/contracts/community';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { useNow } from '../../../ui/relativeTime';
import { CONVERSATIONS } from '../graphql';
import { useMessagesLive } from '../live';
import { byActivity } from '../logic/messageList';
import classes from '../messages.module.css';
import { ConversationRow } from './ConversationRow';

interface Props {
  viewerId: string;
  selectedId: string | null;
  search: string;
  unreadOnly: boolean;
  onStart: () => void;
}

/**
 * The viewer's conversations, newest activity first, page by page. A live change to one shown
 * reaches it through the cache (its last message, its unread count) and moves it up; a
 * conversation the list does not hold yet, or one the viewer left, brings the first page again.
 */
export function ConversationList({ viewerId, selectedId, search, unreadOnly, onStart }: Props) {
  const { t } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const now = useNow();
  const variables = { filter: { search: search || null, unreadOnly }, limit: CONVERSATIONS_PAGE_SIZE };
  const { data, loading, error, fetchMore, refetch } = useQuery(CONVERSATIONS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.conversations;
  const rows = useMemo(() => byActivity(page?.results ?? []), [page]);

  useMessagesLive((update) => {
    const shown = rows.some((row) => row._id === update.conversationId);
    if (!update.conversation ? shown : !shown) void refetch().catch(() => undefined);
  });

  const loadMore = () => {
    if (!page?.next || loading) return;
    void fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.conversations) return fetchMoreResult;
        const known = new Set(previous.conversations.results.map((c) => c._id));
        return {
          conversations: {
            ...fetchMoreResult.conversations,
            results: [...previous.conversations.results, ...fetchMoreResult.conversations.results.filter((c) => !known.has(c._id))],
          },
        };
      },
    }).catch(() => undefined);
  };

  if (error && !page) {
    return (
      <Alert color="red" m="md" title={t('inbox.loadFailed')}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!page) {
    return (
      <Stack gap="sm" p="md" role="status" aria-label={t('inbox.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (!rows.length) {
    return (
      <Stack align="center" gap="sm" p="lg">
        <Text c="dimmed" ta="center">
          {search ? t('inbox.noMatch') : unreadOnly ? t('inbox.allRead') : t('inbox.empty')}
        </Text>
        {search || unreadOnly ? null : <Button onClick={onStart}>{t('new.open')}</Button>}
      </Stack>
    );
  }
  return (
    <>
      <ul className={classes.list} aria-label={t('inbox.listLabel')}>
        {rows.map((conversation) => (
          <ConversationRow key={conversation._id} conversation={conversation} viewerId={viewerId} selected={conversation._id === selectedId} now={now} />
        ))}
      </ul>
      <ListFooter loading={loading} hasMore={Boolean(page.next)} onMore={loadMore} round={rows.length} />
    </>
  );
}
