import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import { applicationStatusEvents } from './events.ts';

/**
 * Applications (spec 3 §2–§4): applying through a funnel's rounds, the staff overview and bulk
 * actions, each application's page with its activities, evaluations by evaluators, decisions per
 * round (accepting the last one makes the startup), and the applications dashboard.
 */
export const applicationsModule: ServerModule = {
  name: 'applications',
  schema: [types],
  events: { ...applicationStatusEvents },
  delivers: {
    flags: ['anonymityApplications'],
    permissions: ['APPLICATION_ALL:VIEW', 'APPLICATION_DRAFT:ACCESS'],
  },
};
