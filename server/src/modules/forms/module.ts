import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { formEvents } from './events.ts';
import { formRoutes } from './routes.ts';
import { formsExportType } from './export-type.ts';
import { SUBMISSION_FILES } from './answers.ts';
import { submissionFileAccess } from './files.ts';

/**
 * The forms engine (spec 3 §2–3 Forms): forms of every kind with their questions, logic and
 * published versions, their public links and printouts, and the answers given to them.
 */
export const formsModule: ServerModule = {
  name: 'forms',
  schema: [schema],
  events: formEvents,
  routes: formRoutes,
  fileAccess: { [SUBMISSION_FILES]: submissionFileAccess },
  exportTypes: [formsExportType],
  delivers: { flags: ['qUserAddRow', 'qNumericalChoice', 'qVideo'], permissions: ['FORM:CREATE', 'FORM:EDIT'] },
};
