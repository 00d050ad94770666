import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { SESSION_LOGGED_OUT, UPSERT_SESSION, type SessionSummary } from '../serverSession';
import { useSignOut } from '../SignOutContext';
import { getSessionId, setSessionId } from '../token';
import { sessionsFromMaxSessionsError } from './maxSessions';
import { SessionChooser } from './SessionChooser';

/** Spec 1 §9: the session is refreshed every 30 000 ms while signed in. */
const SESSION_REFRESH_MS = 30_000;

/**
 * Keeps the server session of a signed-in user alive, ends this tab's sign-in when the
 * server logs the session out, and lets the user pick a session to take over when the
 * server refuses a new one.
 */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const signOut = useSignOut();
  const [sessionId, setCurrentSessionId] = useState(getSessionId);
  const [choices, setChoices] = useState<SessionSummary[]>();
  const inFlight = useRef(false);

  const remember = useCallback((id: string | null) => {
    setSessionId(id);
    setCurrentSessionId(id);
  }, []);

  const upsert = useCallback(async () => {
    // Two concurrent first calls would open two sessions.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { data } = await client.mutate({
        mutation: UPSERT_SESSION,
        variables: { sessionId: getSessionId() },
        context: { silent: true },
      });
      if (data) remember(data.upsertSession._id);
    } catch (error) {
      const sessions = sessionsFromMaxSessionsError(error);
      if (sessions) {
        remember(null);
        setChoices(sessions);
      }
    } finally {
      inFlight.current = false;
    }
  }, [client, remember]);

  useEffect(() => {
    if (choices) return;
    void upsert();
    const timer = window.setInterval(() => void upsert(), SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [choices, upsert]);

  useSubscription(SESSION_LOGGED_OUT, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    onData: () => {
      remember(null);
      signOut();
    },
  });

  if (choices) {
    return (
      <SessionChooser
        sessions={choices}
        onCancel={() => signOut()}
        onContinue={(chosen) => {
          remember(chosen);
          setChoices(undefined);
        }}
      />
    );
  }
  return children;
}
