import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { externalHref } from '../../../ui/externalHref';
import type { InvitationData } from './graphql';

/** The session an invitation is about: when (in the reader's zone), how long, where, and the organiser's message. */
export function InvitationSummary({ invitation }: { invitation: InvitationData }) {
  const { t, i18n } = useTranslation('coachingInvites');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(invitation.date));
  const link = invitation.meetingLink ? externalHref(invitation.meetingLink) : null;
  return (
    <>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {invitation.sessionName}
      </Text>
      {invitation.organiserName ? <Text size="sm">{t('public.from', { name: invitation.organiserName })}</Text> : null}
      <List size="sm" spacing={4}>
        <List.Item>{t('public.when', { when })}</List.Item>
        <List.Item>{t('public.duration', { count: invitation.expectedDuration })}</List.Item>
        {invitation.location ? <List.Item>{t('public.where', { location: invitation.location })}</List.Item> : null}
        {link ? (
          <List.Item>
            <Anchor href={link} target="_blank" rel="noopener noreferrer">
              {t('public.join')}
            </Anchor>
          </List.Item>
        ) : null}
      </List>
      {invitation.message ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {invitation.message}
        </Text>
      ) : null}
    </>
  );
}
