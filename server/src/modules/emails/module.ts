import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { emailEvents } from './events.ts';
import { startPlannedActions } from './runner.ts';

export const emailsModule: ServerModule = {
  name: 'emails',
  schema: [schema],
  events: emailEvents,
  delivers: { permissions: ['CREATE:PLANNED_ACTION', 'EDIT:PLANNED_ACTION', 'CANCEL:PLANNED_ACTION'] },
  background: (services) => startPlannedActions(services),
};
