import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { assessmentEvents } from './events.ts';

/** Staff assessments of startups over time with an evaluation form (the startup file's assessment tab). */
export const assessmentsModule: ServerModule = {
  name: 'assessments',
  schema: [schema],
  events: assessmentEvents,
  delivers: { flags: ['assessment'] },
};
