import { Avatar } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { UserAvatar } from '../../profile/UserAvatar';
import type { Conversation } from '../graphql';
import { othersIn } from '../logic/conversationName';

/** The other person's picture; a group's sign for a group. */
export function ConversationAvatar({ conversation, viewerId, size = 40 }: { conversation: Conversation; viewerId: string; size?: number }) {
  const [other] = othersIn(conversation, viewerId);
  if (conversation.kind === 'GROUP' || !other) {
    return (
      <Avatar size={size} radius="xl" color="blue" aria-hidden>
        <IconUsersGroup size={size * 0.5} />
      </Avatar>
    );
  }
  return <UserAvatar name={other.fullName} src={other.avatar} size={size} radius="xl" />;
}
