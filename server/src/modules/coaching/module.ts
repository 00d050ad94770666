import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';

/**
 * Coaching (spec 2 §2–§4, spec 1 §2.2, spec 3 §2): sessions with their notes, evaluations and
 * changelogs, invites, availability and booking (no double booking: calendar holds under an
 * exclusion constraint), the calendar and its feed, outside busy times, hour allocation and
 * mentor matching.
 */
export const coachingModule: ServerModule = {
  name: 'coaching',
  schema: [types],
  events: {},
  delivers: { flags: [], permissions: [], notificationTypes: [] },
};
