import type { ServerModule } from '../server-module.ts';
import { peopleEvents } from './events.ts';
import * as schema from './schema.ts';
import * as batchKinds from './batch-kinds.ts';
import { usersExportType } from './export-type.ts';

export const peopleModule: ServerModule = {
  name: 'people',
  schema: [schema, batchKinds],
  events: peopleEvents,
  // Inviting people and changing their profile, role and status.
  delivers: { permissions: ['USER:INVITE', 'USER:EDIT'] },
  // The users list, downloaded as its requester sees it.
  exportTypes: [usersExportType],
};
