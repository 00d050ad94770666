import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { milestoneEvents } from './events.ts';
import { milestonePostReactions } from './posts.ts';

/** A startup's plan of milestones; reaching one posts it on the startup's timeline. */
export const milestonesModule: ServerModule = {
  name: 'milestones',
  schema: [schema],
  events: milestoneEvents,
  reactions: milestonePostReactions,
  delivers: { flags: ['milestones'], permissions: ['STARTUP_MILESTONE:CREATE', 'STARTUP_MILESTONE:EDIT'] },
};
