import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { startDigestSchedule } from './digest.ts';
import { notificationEvents } from './events.ts';
import { deliverNotifications } from './pipeline.ts';

/** Every event passes the notification pipeline; the daily digest runs on its own schedule (off when its interval is 0). */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  schema: [schema],
  events: notificationEvents,
  reactions: { '*': deliverNotifications },
  // The types its producers (producers/index.ts) send; a group is offered in the preferences once one of its types is.
  delivers: { notificationTypes: ['taskAssigned', 'tasksDueTomorrow', 'roleChanged'] },
  background: (services) => startDigestSchedule(services, { intervalMs: services.config.notificationDigestIntervalMs }),
};
