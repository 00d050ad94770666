import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { getErrorMessage } from '../../../app/apollo/errorMessage';
import { findGraphQLError } from '../../../app/apollo/errors';
import { PublicPage } from '../../../ui/PublicPage';
import { COACHING_INVITATION, RESPOND_TO_COACHING_INVITATION, type InvitationData } from './graphql';
import { InvitationSummary } from './InvitationSummary';
import '../styles';

export const EXPIRED_PATH = '/coaching/invitation/expired';
const PAGE_WIDTH = 560;

/** A link's failure: an expired invitation has its own page; anything else (a wrong link) one message. */
export function useInvitationFailure(error: unknown) {
  const { t } = useTranslation('coachingInvites');
  if (findGraphQLError(error, 'INVITE_EXPIRED' as never)) return { expired: true, message: '' };
  return { expired: false, message: getErrorMessage(error, { networkError: t('common:networkError'), codes: { NOT_FOUND: t('public.invalidLink') } }) };
}

/**
 * /coaching/invitation/:id?token=…&answer=accept|decline: the link of an invitation mail. Opening it
 * answers as the link says, then shows the session and the answer, which may still be changed.
 */
export function InvitationPage() {
  const { inviteId: id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const wanted = search.get('answer');
  const { t } = useTranslation('coachingInvites');
  const { data, error, loading } = useQuery(COACHING_INVITATION, { variables: { id, token }, fetchPolicy: 'network-only', context: { showsOwnError: true } });
  const [respond, responding] = useMutation(RESPOND_TO_COACHING_INVITATION, { context: { showsOwnError: true } });
  const [answered, setAnswered] = useState<InvitationData | null>(null);
  const [answerError, setAnswerError] = useState<unknown>(null);
  const sentFromLink = useRef(false);
  const invitation = answered ?? data?.coachingInvitation ?? null;

  async function answer(accept: boolean) {
    setAnswerError(null);
    try {
      const result = await respond({ variables: { id, token, accept } });
      if (result.data) setAnswered(result.data.respondToCoachingInvitation);
    } catch (failure) {
      setAnswerError(failure);
    }
  }

  // The mail's button already said which answer: give it once, when the invitation still takes answers.
  const opened = data?.coachingInvitation;
  // biome-ignore lint/correctness/useExhaustiveDependencies: answers once per opening, whatever re-renders follow.
  useEffect(() => {
    if (!opened || sentFromLink.current || (wanted !== 'accept' && wanted !== 'decline')) return;
    sentFromLink.current = true;
    const accept = wanted === 'accept';
    const open = opened.status === 'PENDING' || opened.status === 'ACCEPTED';
    if (open && !opened.sessionCancelled && opened.response !== (accept ? 'ACCEPTED' : 'DECLINED')) void answer(accept);
  }, [opened, wanted]);

  const failure = useInvitationFailure(error ?? answerError);
  if (failure.expired) return <Navigate to={EXPIRED_PATH} replace />;
  if (!invitation) {
    return (
      <PublicPage title={t('public.title')} width={PAGE_WIDTH}>
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

  const open = (invitation.status === 'PENDING' || invitation.status === 'ACCEPTED') && !invitation.sessionCancelled;
  return (
    <PublicPage title={t('public.title')} width={PAGE_WIDTH}>
      <Text>{t('public.greeting', { name: invitation.inviteeName })}</Text>
      <InvitationSummary invitation={invitation} />
      {answerError ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <AnswerState invitation={invitation} />
      {open ? (
        <Group gap="xs" wrap="wrap" aria-busy={responding.loading}>
          <Button color="teal" disabled={invitation.response === 'ACCEPTED'} loading={responding.loading} onClick={() => void answer(true)}>
            {t('public.accept')}
          </Button>
          <Button variant="default" disabled={invitation.response === 'DECLINED'} loading={responding.loading} onClick={() => void answer(false)}>
            {t('public.decline')}
          </Button>
          <Anchor component={Link} to={`/coaching/invitation/${encodeURIComponent(id)}/cancel-meeting?token=${encodeURIComponent(token)}`} size="sm" c="red">
            {t('public.cancelMeeting')}
          </Anchor>
        </Group>
      ) : null}
    </PublicPage>
  );
}

function AnswerState({ invitation }: { invitation: InvitationData }) {
  const { t } = useTranslation('coachingInvites');
  if (invitation.sessionCancelled || invitation.status === 'CANCELLED') {
    return (
      <Alert color="gray" role="status">
        {t('public.cancelledState')}
      </Alert>
    );
  }
  if (invitation.response === 'PENDING') return <Text size="sm">{t('public.pendingState')}</Text>;
  const accepted = invitation.response === 'ACCEPTED';
  return (
    <Alert color={accepted ? 'teal' : 'orange'} icon={accepted ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />} role="status">
      {accepted ? t('public.acceptedState') : t('public.declinedState')}
    </Alert>
  );
}
