import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { taxonomyEvents } from './events.ts';

/** Tags of every category, their editor pages, evaluation criteria, and the skills people choose for themselves. */
export const taxonomyModule: ServerModule = {
  name: 'taxonomy',
  schema: [schema],
  events: taxonomyEvents,
  delivers: {
    flags: ['editEvaluationCriteria', 'lockedSkills'],
    permissions: [
      'TAGS_EDITOR:VIEW',
      'TAGS_EDITOR:CREATE',
      'TAGS_EDITOR:EDIT',
      'TAGS:USER:VIEW',
      'EVALUATION_PARAMETER_EDITOR:VIEW',
      'EVALUATION_PARAMETER_EDITOR:CREATE',
      'EVALUATION_PARAMETER_EDITOR:EDIT',
      'EVALUATION_PARAMETER_EDITOR:DELETE',
    ],
  },
};
