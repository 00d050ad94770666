import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../app/apollo/graphql';

export interface SessionSummary {
  _id: string;
  status: string | null;
  userAgent: string | null;
  createdAt: string | null;
  lastSeenAt: string | null;
  current: boolean | null;
}

export const UPSERT_SESSION = graphql(`
  mutation UpsertSession($sessionId: ID) {
    upsertSession(sessionId: $sessionId) {
      _id
      status
    }
  }
`);

export const LOGOUT_SESSION = graphql(`
  mutation LogoutSession($sessionId: ID!) {
    logoutSession(sessionId: $sessionId)
  }
`);

export const SESSION_LOGGED_OUT = graphql(`
  subscription SessionLoggedOut($sessionId: ID!) {
    sessionLoggedOut(sessionId: $sessionId) {
      sessionId
    }
  }
`);

/** Spec 1 §4: the 'loggedOut' signal, raised before the token is forgotten. */
export const LOGGED_OUT_EVENT = 'loggedOut';

export interface LoggedOutDetail {
  token: string;
  sessionId: string | null;
}

/** The 'loggedOut' signal ends the session on the server, with the token it was opened with. */
export function endServerSessionOnLogout(client: ApolloClient): () => void {
  const onLoggedOut = (event: Event) => {
    const { token, sessionId } = (event as CustomEvent<LoggedOutDetail>).detail;
    if (!sessionId) return;
    client
      .mutate({
        mutation: LOGOUT_SESSION,
        variables: { sessionId },
        context: { headers: { authorization: `Bearer ${token}` }, silent: true, ignoreAuthErrors: true },
      })
      .catch(() => {
        // The server expires forgotten sessions on its own; nothing to tell the user.
      });
  };
  window.addEventListener(LOGGED_OUT_EVENT, onLoggedOut);
  return () => window.removeEventListener(LOGGED_OUT_EVENT, onLoggedOut);
}
