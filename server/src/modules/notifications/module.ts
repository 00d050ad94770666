import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { startDigestSchedule } from './digest.ts';

/** The daily digest runs on its own schedule (off when its interval is 0). */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  schema: [schema],
  background: (services) => startDigestSchedule(services, { intervalMs: services.config.notificationDigestIntervalMs }),
};
