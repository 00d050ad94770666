import '../styles';
import { Center, em, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConversationPane } from '../conversation/ConversationPane';
import { Inbox } from '../inbox/Inbox';
import classes from '../messages.module.css';

/** Spec 1 §9: phone width is under 576 px. */
const PHONE_QUERY = `(max-width: ${em(575.98)})`;

/**
 * /messages and /messages/:conversationId: the inbox beside the open conversation; at phone width
 * they are two screens, the conversation with a way back to the inbox.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { conversationId } = useParams();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <div className={classes.page}>
      <VisuallyHidden component="h1">{t('titles.inbox')}</VisuallyHidden>
      {!phone || !conversationId ? <Inbox selectedId={conversationId ?? null} /> : null}
      {conversationId ? (
        <ConversationPane key={conversationId} conversationId={conversationId} withBack={phone} />
      ) : phone ? null : (
        <Center className={classes.pane}>
          <Stack align="center" gap="xs" p="md">
            <ThemeIcon variant="light" size={48} radius="xl">
              <IconMessages size={26} aria-hidden />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              {t('empty.pick')}
            </Text>
          </Stack>
        </Center>
      )}
    </div>
  );
}
