import { Alert, Highlight, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES_PAGE_SIZE } from '@seedbed/contracts/community';
import { searchWords } from '@seedbed/contracts/messages-input';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { useNow } from '../../../ui/relativeTime';
import { SEARCH_MESSAGES } from '../graphql';
import { conversationName } from '../logic/conversationName';
import { shortTime } from '../logic/days';
import { conversationPath } from '../paths';
import classes from '../messages.module.css';
import { ConversationAvatar } from './ConversationAvatar';

/** Messages of the viewer's conversations holding the words searched, newest first, each leading to its conversation. */
export function HistoryResults({ text, viewerId }: { text: string; viewerId: string }) {
  const { t, i18n } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const now = useNow();
  const words = searchWords(text);
  const { data, loading, error, fetchMore } = useQuery(SEARCH_MESSAGES, {
    variables: { text, limit: MESSAGES_PAGE_SIZE },
    skip: words.length === 0,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.searchMessages;

  const loadMore = () => {
    if (!page?.next || loading) return;
    void fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) =>
        previous.searchMessages
          ? { searchMessages: { ...fetchMoreResult.searchMessages, results: [...previous.searchMessages.results, ...fetchMoreResult.searchMessages.results] } }
          : fetchMoreResult,
    }).catch(() => undefined);
  };

  if (!words.length)
    return (
      <Text c="dimmed" p="md">
        {t('history.needWords')}
      </Text>
    );
  if (error && !page) {
    return (
      <Alert color="red" m="md">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!page) {
    return (
      <Stack gap="sm" p="md" role="status" aria-label={t('history.searching')}>
        <Skeleton h={48} radius="sm" />
        <Skeleton h={48} radius="sm" />
      </Stack>
    );
  }
  if (!page.results.length)
    return (
      <Text c="dimmed" p="md" ta="center">
        {t('history.none')}
      </Text>
    );
  return (
    <>
      <ul className={classes.list} aria-label={t('history.label')}>
        {page.results.map(({ message, conversation }) => (
          <li key={message._id}>
            <Link to={conversationPath(conversation._id)} className={classes.row}>
              <ConversationAvatar conversation={conversation} viewerId={viewerId} size={32} />
              <div className={classes.rowText}>
                <Text size="sm" fw={600} truncate="end">
                  {conversationName(conversation, viewerId, i18n.language) ?? t('conversation.nobody')}
                  {' · '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {shortTime(message.createdAt, now, i18n.language)}
                  </Text>
                </Text>
                <Highlight highlight={words} size="sm" lineClamp={2}>
                  {`${message.author?._id === viewerId ? t('inbox.own', { text: message.body }) : `${message.author?.fullName ?? t('message.formerMember')}: ${message.body}`}`}
                </Highlight>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter loading={loading} hasMore={Boolean(page.next)} onMore={loadMore} round={page.results.length} />
    </>
  );
}
