import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { savedViewEvents } from './events.ts';

/**
 * Saved views: a person keeps a list's filters and order under a name and may share
 * them: the applications overview (savedViewsApplications), the users list (savedViewsUsers) and
 * the startups list (savedViewsStartups).
 */
export const savedViewsModule: ServerModule = {
  name: 'savedViews',
  schema: [schema],
  events: savedViewEvents,
  delivers: { flags: ['savedViewsApplications', 'savedViewsUsers', 'savedViewsStartups'], permissions: ['SAVED_VIEWS:READ'] },
};
