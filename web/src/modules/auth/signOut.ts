import { currentPath, loginPath } from './paths';
import { LOGGED_OUT_EVENT, type LoggedOutDetail } from './serverSession';
import { getSessionId, getToken, setSessionId, setToken } from './token';

export interface SignOutDependencies {
  /** Empties the data cache (when the data layer has been loaded). */
  resetStore(): Promise<unknown> | undefined;
  /** Drops the websocket, so the next subscription connects without the old token. */
  closeSubscriptions(): void;
  navigate(to: string): Promise<void>;
}

export type SignOut = (options?: { returnTo?: string }) => void;

/**
 * Spec 1 §4 "Sign-in": logout emits 'loggedOut' (which ends the server session while the token
 * is still known), forgets the token and session, clears session storage and the data cache,
 * then starts sign-in again with the page to come back to.
 */
export function createSignOut({ resetStore, closeSubscriptions, navigate }: SignOutDependencies): SignOut {
  return ({ returnTo = currentPath() } = {}) => {
    const token = getToken();
    if (token) {
      const detail: LoggedOutDetail = { token, sessionId: getSessionId() };
      window.dispatchEvent(new CustomEvent(LOGGED_OUT_EVENT, { detail }));
    }
    setSessionId(null);
    setToken(null);
    try {
      sessionStorage.clear();
    } catch {
      // Unavailable storage holds nothing to clear.
    }
    closeSubscriptions();
    // The cache is reset once the signed-in pages are gone, so they do not refetch as a visitor.
    void navigate(loginPath(returnTo)).then(() => resetStore());
  };
}
