import type { ServerModule } from '../server-module.ts';
import * as directorySchema from './directory-schema.ts';
import * as timelineSchema from './timeline-schema.ts';
import * as assignationSchema from './assignation-schema.ts';
import * as analyticsSchema from './analytics-schema.ts';

/**
 * The people directory (spec 1 §2.2 /community/*): people and startups the viewer may see under
 * their role's userAccess and startupAccess, a person's timeline, assigning mentors and experts to
 * startups in bulk, and analytics of the community.
 */
export const directoryModule: ServerModule = {
  name: 'directory',
  schema: [directorySchema, timelineSchema, assignationSchema, analyticsSchema],
  // TAGS:USER:VIEW is taxonomy's, which also honours it on the people filters here.
  delivers: { permissions: ['USER:INDUSTRY:VIEW'] },
};
