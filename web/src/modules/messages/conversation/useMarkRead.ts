import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MARK_READ } from '../graphql';

/** Whether the page is in front of the reader (not a hidden tab). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * An open conversation is read while the page is in front of the reader: whenever it has unread
 * messages (on opening, as messages arrive, on coming back to the tab) it is marked read, and the
 * badge follows through the live update.
 */
export function useMarkRead(conversationId: string, unreadCount: number | undefined) {
  const visible = usePageVisible();
  const [markRead] = useMutation(MARK_READ, { context: { silent: true } });
  useEffect(() => {
    if (!visible || !unreadCount) return;
    void markRead({ variables: { conversationId } }).catch(() => undefined);
  }, [visible, unreadCount, conversationId, markRead]);
}
