import type { ServerModule } from '../server-module.ts';
import { userEvents } from './events.ts';
import * as schema from './schema.ts';
import * as mutations from './mutations.ts';
import { userRoutes } from './routes.ts';
import { userFileAccess } from './attachments.ts';
import { personSearchSource } from './search-source.ts';

export const usersModule: ServerModule = {
  name: 'users',
  schema: [schema, mutations],
  routes: userRoutes,
  events: userEvents,
  fileAccess: { user: userFileAccess },
  // The social links of a profile.
  delivers: { permissions: ['USER_PROFILE/SOCIAL_MEDIA:VIEW'] },
  // The people the top bar's record search finds.
  searchSources: [personSearchSource],
};
