import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { CANCEL_COACHING_INVITE, RESPOND_TO_COACHING_INVITE, SESSION_INVITE, type InviteData, type SessionInviteData } from './graphql';
import { SendInviteDialog } from './SendInviteDialog';
import { ANSWER_COLORS, STATUS_COLORS } from './statusColors';

/**
 * The session page's invite: who was invited and how each answered; its organisers send,
 * replace or withdraw it, its invitees accept or decline. Nothing shows to others when there is none.
 */
export function SessionInvites({ sessionId }: { sessionId?: string; startupId?: string }) {
  const { data } = useQuery(SESSION_INVITE, { variables: { id: sessionId ?? '' }, skip: !sessionId, fetchPolicy: 'cache-and-network', context: { showsOwnError: true } });
  const session = data?.coachingSession;
  if (!session || (!session.invite && !session.viewerMayInvite)) return null;
  return <InviteSection session={session} />;
}

function InviteSection({ session }: { session: SessionInviteData }) {
  const { t } = useTranslation('coachingInvites');
  const [sending, setSending] = useState(false);
  const invite = session.invite;
  const maySendAnother = session.viewerMayInvite && invite?.status !== 'ACCEPTED';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`invite-${session._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={`invite-${session._id}`}>
            {t('section.title')}
          </Title>
          {maySendAnother ? (
            <Button size="xs" variant={invite ? 'default' : 'filled'} leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setSending(true)}>
              {invite ? t('section.sendAnother') : t('section.send')}
            </Button>
          ) : null}
        </Group>
        {invite ? <InviteDetails invite={invite} /> : <Text c="dimmed">{t('section.none')}</Text>}
      </Stack>
      <SendInviteDialog session={session} opened={sending} onClose={() => setSending(false)} />
    </Card>
  );
}

function InviteDetails({ invite }: { invite: InviteData }) {
  const { t, i18n } = useTranslation('coachingInvites');
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const [respond, responding] = useMutation(RESPOND_TO_COACHING_INVITE, { context: { showsOwnError: true } });
  const [cancel, cancelling] = useMutation(CANCEL_COACHING_INVITE, { context: { showsOwnError: true }, refetchQueries: [SESSION_INVITE] });
  const when = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  async function answer(accept: boolean) {
    try {
      await respond({ variables: { inviteId: invite._id, accept } });
      showSuccess(accept ? t('section.accepted') : t('section.declined'));
    } catch (error) {
      showError(errorMessage(error, { INVITE_EXPIRED: t('public.expiredText') }));
    }
  }

  async function withdraw() {
    const sure = await confirm({ title: t('section.cancelTitle'), message: t('section.cancelMessage'), confirmLabel: t('section.cancel') });
    if (!sure) return;
    try {
      await cancel({ variables: { inviteId: invite._id } });
      showSuccess(t('section.cancelled'));
    } catch (error) {
      showError(errorMessage(error));
    }
  }

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge color={STATUS_COLORS[invite.status]} variant="light">
          {t(`status.${invite.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {invite.status === 'PENDING' ? t('section.expires', { when: when(invite.expires) }) : t('section.sentAt', { when: when(invite.createdAt) })}
        </Text>
      </Group>
      {invite.message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {invite.message}
        </Text>
      ) : null}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('section.invitees')}>
        {invite.invitees.map((invitee) => (
          <Group key={invitee.user?._id} component="li" gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Avatar src={invitee.user?.avatar} size="sm" radius="xl" alt="" />
              <Text size="sm" truncate>
                {invitee.user?.fullName}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="xs">
                {t(`side.${invitee.side === 'startup' ? 'startup' : 'incubator'}`)}
              </Text>
            </Group>
            <Badge color={ANSWER_COLORS[invitee.response]} variant="outline" size="sm">
              {t(`answer.${invitee.response}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
      {invite.viewerCan.respond || invite.viewerCan.cancel ? (
        <Group gap="xs" wrap="wrap">
          {invite.viewerCan.respond ? (
            <>
              <Button size="xs" color="teal" disabled={invite.viewerResponse === 'ACCEPTED'} loading={responding.loading} onClick={() => void answer(true)}>
                {t('section.accept')}
              </Button>
              <Button size="xs" variant="default" disabled={invite.viewerResponse === 'DECLINED'} loading={responding.loading} onClick={() => void answer(false)}>
                {t('section.decline')}
              </Button>
            </>
          ) : null}
          {invite.viewerCan.cancel ? (
            <Button size="xs" color="red" variant="subtle" loading={cancelling.loading} onClick={() => void withdraw()}>
              {t('section.cancel')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {invite.status === 'EXPIRED' ? (
        <Alert color="gray" role="status">
          {t('section.expiredNote')}
        </Alert>
      ) : null}
    </Stack>
  );
}
