import type { ServerModule } from '../server-module.ts';

/**
 * The people directory (spec 1 §2.2 /community/*): people and startups the viewer may see under
 * their role's userAccess and startupAccess, a person's timeline, assigning mentors and experts to
 * startups in bulk, and analytics of the community.
 */
export const directoryModule: ServerModule = {
  name: 'directory',
  schema: [],
};
