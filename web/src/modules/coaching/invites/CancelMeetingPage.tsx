import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useConfirm } from '../../../ui/feedback/confirm';
import { PublicPage } from '../../../ui/PublicPage';
import { CANCEL_MEETING_FROM_INVITATION, COACHING_INVITATION, type InvitationData } from './graphql';
import { EXPIRED_PATH, useInvitationFailure } from './InvitationPage';
import { InvitationSummary } from './InvitationSummary';
import '../styles';

const PAGE_WIDTH = 560;

/** /coaching/invitation/:id/cancel-meeting?token=…: an invitee calls the meeting off, after confirming. */
export function CancelMeetingPage() {
  const { inviteId: id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { t } = useTranslation('coachingInvites');
  const confirm = useConfirm();
  const { data, error, loading } = useQuery(COACHING_INVITATION, { variables: { id, token }, fetchPolicy: 'network-only', context: { showsOwnError: true } });
  const [cancel, cancelling] = useMutation(CANCEL_MEETING_FROM_INVITATION, { context: { showsOwnError: true } });
  const [done, setDone] = useState<InvitationData | null>(null);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const failure = useInvitationFailure(error ?? cancelError);

  if (failure.expired) return <Navigate to={EXPIRED_PATH} replace />;
  const invitation = done ?? data?.coachingInvitation ?? null;
  if (!invitation) {
    return (
      <PublicPage title={t('cancelPage.title')} width={PAGE_WIDTH}>
        {loading ? (
          <Loader aria-label={t('public.loading')} />
        ) : (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
      </PublicPage>
    );
  }

  async function cancelMeeting() {
    const sure = await confirm({
      title: t('cancelPage.confirmTitle'),
      message: t('cancelPage.confirmMessage'),
      confirmLabel: t('cancelPage.confirm'),
      cancelLabel: t('cancelPage.keep'),
    });
    if (!sure) return;
    setCancelError(null);
    try {
      const result = await cancel({ variables: { id, token } });
      if (result.data) setDone(result.data.cancelMeetingFromInvitation);
    } catch (failed) {
      setCancelError(failed);
    }
  }

  const cancelled = invitation.sessionCancelled || invitation.status === 'CANCELLED';
  return (
    <PublicPage title={t('cancelPage.title')} width={PAGE_WIDTH}>
      <InvitationSummary invitation={invitation} />
      {cancelError ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      {cancelled ? (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('cancelPage.done')}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('cancelPage.explain')}</Text>
          <Group gap="xs" wrap="wrap">
            <Button color="red" loading={cancelling.loading} onClick={() => void cancelMeeting()}>
              {t('cancelPage.confirm')}
            </Button>
            <Anchor component={Link} to={`/coaching/invitation/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`} size="sm">
              {t('cancelPage.back')}
            </Anchor>
          </Group>
        </>
      )}
    </PublicPage>
  );
}
