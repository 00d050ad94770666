import '../styles';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellUser } from '../../../shell/user/useShellUser';
import { UNREAD_MESSAGES } from '../graphql';
import { useMessagesLive } from '../live';
import { unreadBadge } from '../logic/badge';
import { MESSAGES_PATH } from '../paths';

/** The top bar's way to the messages, with the unread count kept live; only with the plan's liveChat. */
export function MessagesButton() {
  const { user } = useShellUser();
  if (!user?.flags.liveChat) return null;
  return <MessagesLink />;
}

function MessagesLink() {
  const { t } = useTranslation('messages');
  const { data } = useQuery(UNREAD_MESSAGES, { fetchPolicy: 'cache-and-network' });
  // The live updates carry the new count and write it where this query reads it.
  useMessagesLive(() => undefined);
  const count = data?.unreadMessagesCount ?? 0;
  const badge = unreadBadge(count);
  return (
    <Tooltip label={t('nav.messages')}>
      <ActionIcon
        component={Link}
        to={MESSAGES_PATH}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={badge ? t('topBar.labelWithCount', { unread: badge }) : t('topBar.label')}
        data-testid="messages-button"
      >
        <Indicator label={badge} disabled={!badge} size={16} offset={2} color="red" inline>
          <IconMessageCircle size={20} aria-hidden />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}
