import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '../graphql';
import { unreadBadge } from '../logic/badge';
import { conversationName, excerpt } from '../logic/conversationName';
import { shortTime } from '../logic/days';
import { conversationPath } from '../paths';
import classes from '../messages.module.css';
import { ConversationAvatar } from './ConversationAvatar';

/** What the inbox says of the last message: its first line, "You: …" for one's own, or what it was. */
function useLastLine(conversation: Conversation, viewerId: string): string {
  const { t } = useTranslation('messages');
  const last = conversation.lastMessage;
  if (!last) return t('inbox.noMessages');
  const text = last.deletedAt ? t('message.deleted') : excerpt(last.body) || t('inbox.files', { count: last.attachments.length });
  return last.author?._id === viewerId ? t('inbox.own', { text }) : text;
}

/** One conversation of the inbox: who, the last message, when, and how many are unread. */
export function ConversationRow({ conversation, viewerId, selected, now }: { conversation: Conversation; viewerId: string; selected: boolean; now: Date }) {
  const { t, i18n } = useTranslation('messages');
  const name = conversationName(conversation, viewerId, i18n.language) ?? t('conversation.nobody');
  const line = useLastLine(conversation, viewerId);
  const badge = unreadBadge(conversation.unreadCount);
  const at = conversation.lastMessage?.createdAt ?? conversation.lastMessageAt;
  return (
    <li>
      <Link to={conversationPath(conversation._id)} className={classes.row} aria-current={selected ? 'page' : undefined} data-testid="conversation-row">
        <ConversationAvatar conversation={conversation} viewerId={viewerId} />
        <div className={classes.rowText}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={badge ? 700 : 500} truncate="end">
              {name}
            </Text>
            {at ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {shortTime(at, now, i18n.language)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c={badge ? undefined : 'dimmed'} fw={badge ? 600 : undefined} truncate="end">
              {line}
            </Text>
            {badge ? (
              <Badge size="sm" circle={badge.length === 1} color="red" style={{ flexShrink: 0 }} aria-label={t('inbox.unread', { unread: badge })}>
                {badge}
              </Badge>
            ) : null}
          </Group>
        </div>
      </Link>
    </li>
  );
}
