import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { dashboardEvents } from './events.ts';

/** The home page's dashboard: the widgets admins place per role, and the startups' recent activity. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  schema: [schema],
  events: dashboardEvents,
};
