import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../feedback/confirm';
import { useTranslation } from 'react-i18next';

/**
 * Leaving an editor with changes not saved asks first, as closing a dialog does: a link in the
 * app through the router, closing or reloading the tab through the browser's own question.
 * `release()` lets the editor leave on purpose (after deleting or duplicating).
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirm({ title: t('feedback.discardTitle'), message: t('feedback.discardMessage'), confirmLabel: t('feedback.discard'), cancelLabel: t('feedback.keepEditing') }).then(
      (discard) => {
        if (!live) return;
        if (discard) blockerRef.current.proceed?.();
        else blockerRef.current.reset?.();
      },
    );
    return () => {
      live = false;
    };
  }, [blocker.state, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    release: () => {
      released.current = true;
    },
  };
}
