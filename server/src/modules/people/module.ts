import type { ServerModule } from '../server-module.ts';
import { peopleEvents } from './events.ts';
import * as schema from './schema.ts';
import * as batchKinds from './batch-kinds.ts';

export const peopleModule: ServerModule = {
  name: 'people',
  schema: [schema, batchKinds],
  events: peopleEvents,
  // Inviting people and changing their profile, role and status.
  delivers: { permissions: ['USER:INVITE', 'USER:EDIT'] },
};
