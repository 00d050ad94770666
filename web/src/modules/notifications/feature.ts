import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/**
 * Spec 1 §2.12: the notifications bell of the top bar, after the Create menu. Its preferences
 * are a section of /account/settings (see preferences/).
 */
export const notificationsFeature: Feature = {
  id: 'notifications',
  namespace: 'notifications',
  topBarActions: [{ id: 'notifications', order: 30, Component: lazyComponent(async () => (await import('./NotificationBell')).NotificationBell) }],
};
