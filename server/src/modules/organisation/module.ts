import type { ServerModule } from '../server-module.ts';
import { organisationEvents } from './events.ts';
import * as schema from './schema.ts';
import { organisationFileAccess } from './attachments.ts';

export const organisationModule: ServerModule = {
  name: 'organisation',
  schema: [schema],
  events: organisationEvents,
  fileAccess: { incubator: organisationFileAccess },
  // The custom domain tab and the "Powered by" line of the public screens.
  delivers: { flags: ['customDomainsManagement', 'hidePoweredBy'] },
};
