import '../styles';
import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAdjustments, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showToast } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { CHAT_LIMIT, START_CONVERSATION } from '../graphql';
import { limitAllows } from '../logic/chatLimit';
import { conversationPath } from '../paths';

const ChatLimitDialog = lazy(async () => ({ default: (await import('./ChatLimitDialog')).ChatLimitDialog }));

export interface MessagedPerson {
  _id: string;
  fullName: string;
  status: string | null;
  role: { type: string | null } | null;
}

/**
 * On someone's profile: "Message" opens the direct conversation with them (when the viewer's
 * messaging limits allow it), and "Messaging limits" for those who set or read them.
 */
export function ProfileMessageActions({ person }: { person: MessagedPerson }) {
  const { user } = useShellUser();
  const [limits, setLimits] = useState(false);
  const { t } = useTranslation('messages');
  if (!user?.flags.liveChat) return null;
  const own = user._id === person._id;
  const mayEdit = Boolean(user.permissions['CHAT:USER_ACCESS:EDIT']);
  const mayRead = mayEdit || Boolean(user.permissions['CHAT:LIMIT:READ']);
  return (
    <Group gap="xs">
      {own ? null : <MessageButton person={person} viewerId={user._id} />}
      {mayRead ? (
        <Button variant="default" leftSection={<IconAdjustments size={16} aria-hidden />} onClick={() => setLimits(true)}>
          {t('limits.open')}
        </Button>
      ) : null}
      {limits ? (
        <Suspense fallback={null}>
          <ChatLimitDialog person={person} editable={mayEdit} opened onClose={() => setLimits(false)} />
        </Suspense>
      ) : null}
    </Group>
  );
}

function MessageButton({ person, viewerId }: { person: MessagedPerson; viewerId: string }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  // The viewer's own limit tells whether a conversation with this person would be refused.
  const { data } = useQuery(CHAT_LIMIT, { variables: { userId: viewerId }, fetchPolicy: 'cache-and-network' });
  const [start, { loading }] = useMutation(START_CONVERSATION, { context: { showsOwnError: true } });
  const limit = data?.chatLimit;
  if (!limit || person.status !== 'active' || !limitAllows(limit, { _id: person._id, roleType: person.role?.type })) return null;
  const open = async () => {
    try {
      const answer = await start({ variables: { userIds: [person._id] } });
      if (answer.data) navigate(conversationPath(answer.data.startConversation._id));
    } catch (error) {
      showToast({ message: errorMessage(error), color: 'red' });
    }
  };
  return (
    <Button leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={() => void open()} loading={loading}>
      {t('profile.message')}
    </Button>
  );
}
