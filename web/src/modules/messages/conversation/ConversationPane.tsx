import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Alert, Button, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeOf } from '../../../app/apollo/errors';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { CONVERSATION } from '../graphql';
import { conversationName, othersIn } from '../logic/conversationName';
import { MESSAGES_PATH } from '../paths';
import { ConversationAvatar } from '../inbox/ConversationAvatar';
import classes from '../messages.module.css';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useConversationMessages } from './useConversationMessages';
import { useMarkRead } from './useMarkRead';

const GroupSettingsDialog = lazy(async () => ({ default: (await import('../dialogs/GroupSettingsDialog')).GroupSettingsDialog }));

/** The open conversation: who is in it, its messages, the composer; a group's settings. */
export function ConversationPane({ conversationId, withBack }: { conversationId: string; withBack: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [settings, setSettings] = useState(false);
  const { data, error } = useQuery(CONVERSATION, { variables: { id: conversationId }, fetchPolicy: 'cache-and-network' });
  const conversation = data?.conversation;
  const messages = useConversationMessages(conversationId);
  useMarkRead(conversationId, conversation?.unreadCount);

  const back = withBack ? (
    <Tooltip label={t('conversation.back')}>
      <ActionIcon component={Link} to={MESSAGES_PATH} variant="subtle" color="gray" size="lg" aria-label={t('conversation.back')}>
        <IconArrowLeft size={20} aria-hidden className={classes.directional} />
      </ActionIcon>
    </Tooltip>
  ) : null;

  if (error && !conversation) {
    const gone = CombinedGraphQLErrors.is(error) && error.errors.some((e) => codeOf(e) === 'NOT_FOUND');
    return (
      <section className={classes.pane}>
        <div className={classes.header}>{back}</div>
        <Stack p="md" align="flex-start">
          <Alert color={gone ? 'gray' : 'red'} title={gone ? t('conversation.notFound') : t('conversation.loadFailed')}>
            {gone ? t('conversation.notFoundHint') : errorMessage(error)}
          </Alert>
          <Button component={Link} to={MESSAGES_PATH} variant="default">
            {t('conversation.toInbox')}
          </Button>
        </Stack>
      </section>
    );
  }
  if (!conversation || !user) {
    return (
      <section className={classes.pane} aria-busy>
        <div className={classes.header}>
          {back}
          <Skeleton h={24} w={180} />
        </div>
        <Stack p="md" gap="sm" role="status" aria-label={t('conversation.loading')}>
          <Skeleton h={36} w="60%" />
          <Skeleton h={36} w="40%" ml="auto" />
        </Stack>
      </section>
    );
  }

  const group = conversation.kind === 'GROUP';
  const name = conversationName(conversation, user._id, i18n.language) ?? t('conversation.nobody');
  const others = othersIn(conversation, user._id);
  return (
    <section className={classes.pane} aria-label={name}>
      <div className={classes.header}>
        {back}
        <ConversationAvatar conversation={conversation} viewerId={user._id} size={36} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="xs" c="dimmed" truncate="end">
            {group ? t('conversation.people', { count: conversation.members.length }) : (others[0]?.headline ?? '')}
          </Text>
        </div>
        {group && conversation.viewerCan.rename ? (
          <Tooltip label={t('settings.open')}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('settings.open')} onClick={() => setSettings(true)}>
              <IconSettings size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </div>
      {messages.error && !messages.messages ? (
        <Alert color="red" m="md">
          {errorMessage(messages.error)}
        </Alert>
      ) : messages.messages ? (
        <MessageList messages={messages.messages} viewerId={user._id} group={group} hasOlder={messages.hasOlder} loading={messages.loading} onOlder={messages.loadOlder} />
      ) : (
        <Stack p="md" gap="sm" style={{ flex: 1 }} role="status" aria-label={t('conversation.loading')}>
          <Skeleton h={36} w="60%" />
          <Skeleton h={36} w="40%" ml="auto" />
        </Stack>
      )}
      {conversation.viewerCan.send ? (
        <Composer conversationId={conversationId} onSent={messages.add} />
      ) : (
        <Text c="dimmed" size="sm" p="md" ta="center">
          {t('conversation.readOnly')}
        </Text>
      )}
      {settings ? (
        <Suspense fallback={null}>
          <GroupSettingsDialog conversation={conversation} opened onClose={() => setSettings(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
