import { useEffect, useState } from 'react';
import { useStoreValue } from '../../../app/store';
import { closeSessionDialog, sessionDialogRequest, type SessionDialogRequest } from './createSession';
import '../styles';
import { lazyComponent } from '../../../ui/lazyComponent';

// The dialog's code (its form, people and date pickers) downloads when it first opens, not with every page.
const SessionDialog = lazyComponent(async () => (await import('./SessionDialog')).SessionDialog);

/** Mounted in the signed-in frame, so that any screen can open the one session dialog (openCreateSession). */
export function SessionDialogHost() {
  const request = useStoreValue(sessionDialogRequest);
  // The last request stays rendered while the dialog plays its closing transition.
  const [shown, setShown] = useState<SessionDialogRequest | null>(request);
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (!request) return;
    setShown(request);
    setOpened((n) => n + 1);
  }, [request]);
  // Leaving the app's frame (signing out) must not reopen a stale dialog later.
  useEffect(() => () => closeSessionDialog(), []);
  if (!shown) return null;
  const key = shown.mode === 'edit' ? `edit-${shown.sessionId}` : `create-${opened}`;
  return <SessionDialog key={key} request={shown} opened={request !== null} onClose={closeSessionDialog} />;
}
