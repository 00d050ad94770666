import { useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_SESSION } from '../../auth/serverSession';
import { getSessionId } from '../../auth/token';
import { LOGOUT_OTHER_SESSIONS, MY_SESSIONS } from '../graphql';
import { useNow } from '../../../ui/relativeTime';
import { SessionRow } from './SessionRow';

/**
 * The person's signed-in browsers (mySessions). Any other one can be logged out, or all of them
 * at once; the server tells each of those browsers, which then sign out by themselves.
 */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const now = useNow();
  const { data, loading, refetch } = useQuery(MY_SESSIONS, { fetchPolicy: 'cache-and-network' });
  const [logoutOne] = useMutation(LOGOUT_SESSION);
  const [logoutOthers, others] = useMutation(LOGOUT_OTHER_SESSIONS);
  const [pending, setPending] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const thisSession = getSessionId();
  const sessions = data?.mySessions ?? [];
  // A sign-in token belongs to one browser, so every session of this sign-in is this device
  // (a heartbeat racing a reload can open two); ending one of them would end this browser too.
  const isCurrent = (s: { _id: string; current: boolean | null }) => s.current === true || s._id === thisSession;
  const canEnd = (s: { _id: string; current: boolean | null }) => !isCurrent(s);
  const otherCount = sessions.filter(canEnd).length;
  // This browser once, first; then the others, most recently active first (the server's order).
  const mine = sessions.filter(isCurrent);
  const thisOne = mine.find((s) => s._id === thisSession) ?? mine[0];
  const ordered = [...(thisOne ? [thisOne] : []), ...sessions.filter(canEnd)];

  async function endOne(sessionId: string) {
    setPending(sessionId);
    try {
      await logoutOne({ variables: { sessionId } });
      await refetch();
    } catch {
      // Shown as a toast (spec 1 §8).
    } finally {
      setPending(null);
    }
  }

  async function endOthers() {
    try {
      const answer = await logoutOthers();
      setEnded(answer.data?.logoutOtherSessions ?? 0);
      await refetch();
    } catch {
      // Shown as a toast (spec 1 §8).
    }
  }

  if (!data && loading) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('sessions.intro')}
      </Text>
      <div>
        {ordered.map((session, index) => (
          <div key={session._id}>
            {index > 0 ? <Divider /> : null}
            <SessionRow
              session={session}
              current={isCurrent(session)}
              canEnd={canEnd(session)}
              now={now}
              busy={pending === session._id}
              onLogout={() => void endOne(session._id)}
            />
          </div>
        ))}
      </div>
      {ended !== null ? (
        <Alert color="teal" role="status" withCloseButton onClose={() => setEnded(null)} closeButtonLabel={t('common:close')}>
          {t('sessions.othersEnded', { count: ended })}
        </Alert>
      ) : null}
      <Group>
        <Button variant="light" color="red" disabled={otherCount === 0} loading={others.loading} onClick={() => void endOthers()}>
          {t('sessions.logoutOthers')}
        </Button>
      </Group>
    </Stack>
  );
}
