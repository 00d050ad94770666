import { notifyTokenChanged, TOKEN_KEY } from './token';

/**
 * Spec 1 §4: a token change in another tab reloads this one (it belongs to another sign-in);
 * the token cleared there logs this tab out too. The other tab has already ended the server session.
 */
export function syncSignInAcrossTabs(signOutHere: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null) {
      // Storage wiped wholesale: the route guards re-read the (now missing) token.
      notifyTokenChanged();
      return;
    }
    if (event.key !== TOKEN_KEY || event.newValue === event.oldValue) return;
    if (event.newValue) window.location.reload();
    else signOutHere();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
