import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { accessEvents } from './events.ts';
import { accessReactions } from './live.ts';

export const accessModule: ServerModule = {
  name: 'access',
  schema: [schema],
  events: accessEvents,
  reactions: accessReactions,
  // The roles editor and the industries catalogue.
  delivers: { flags: ['customRoles', 'editIndustries'], permissions: ['USER_ROLES:EDIT', 'INDUSTRIES:VIEW', 'INDUSTRIES:EDIT', 'INDUSTRIES:CREATE'] },
};
