import type { ServerModule } from '../server-module.ts';
import { startupFileAccess } from './attachments.ts';
import * as batch from './batch.ts';
import { startupEvents } from './events.ts';
import { startupsExportType } from './export-type.ts';
import * as schema from './schema.ts';
import { programSearchSource, startupSearchSource } from './search-source.ts';

export const startupsModule: ServerModule = {
  name: 'startups',
  schema: [schema, batch],
  fileAccess: { startup: startupFileAccess },
  events: startupEvents,
  delivers: {
    flags: ['startupFilter', 'startupDocuments', 'startupTaxonomyEditable'],
    permissions: [
      'STARTUP/ASSIGNATION_MEMBERS:EDIT',
      'STARTUP/NAME:EDIT',
      'STARTUP:DELETE',
      'STARTUP_FILE:VIEW',
      'STARTUP:INDUSTRY:VIEW',
      'INDUSTRIES:STARTUP:ADD',
      'INDUSTRIES:STARTUP:REMOVE',
      'TAG:STARTUP:ADD',
      'TAG:STARTUP:REMOVE',
      'TAGS:STARTUP:VIEW',
      'PROGRAM:CREATE',
    ],
  },
  // The startups and programmes the top bar's record search finds.
  searchSources: [startupSearchSource, programSearchSource],
  // The startups list, downloaded as its requester sees it.
  exportTypes: [startupsExportType],
};
