import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import * as sessionsSchema from './sessions-schema.ts';
import { sessionEvents } from './session-events.ts';
import * as hoursSchema from './hours-schema.ts';
import * as matchingSchema from './matching-schema.ts';
import * as portfolio from './portfolio.ts';
import { hoursEvents } from './hours-events.ts';
import * as invitesSchema from './invites-schema.ts';
import * as invitePost from './invite-post.ts';
import { inviteEvents } from './invite-events.ts';
import { startInviteSweep } from './invites.ts';
import { coachingExportRoutes } from './export.ts';
import { coachingSessionsExportType } from './export-type.ts';
import * as availabilitySchema from './availability-schema.ts';
import { availabilityEvents } from './availability-events.ts';
import { availTaskReactions } from './avail-tasks.ts';

import * as calendarSchema from './calendar-schema.ts';
import * as externalSchema from './external-schema.ts';
import { calendarEvents } from './calendar-events.ts';
import { calendarFeedRoutes } from './feed.ts';
import { startExternalCalendarSync } from './external.ts';
import * as notesSchema from './notes-schema.ts';
import * as evaluationsSchema from './evaluations-schema.ts';
import * as brief from './brief.ts';
import { notesEvents } from './notes-events.ts';
import { sessionLiveReactions } from './live.ts';
import { evaluationTaskReactions, startEvaluationSweep } from './evaluation-tasks.ts';

/**
 * Coaching (spec 2 §2–§4, spec 1 §2.2, spec 3 §2): sessions with their notes, evaluations and
 * changelogs, invites, availability and booking (no double booking: calendar holds under an
 * exclusion constraint), the calendar and its feed, outside busy times, hour allocation and
 * mentor matching.
 */
export const coachingModule: ServerModule = {
  name: 'coaching',
  schema: [
    types,
    sessionsSchema,
    hoursSchema,
    matchingSchema,
    portfolio,
    invitesSchema,
    invitePost,
    availabilitySchema,
    calendarSchema,
    externalSchema,
    notesSchema,
    evaluationsSchema,
    brief,
  ],
  events: { ...sessionEvents, ...hoursEvents, ...inviteEvents, ...availabilityEvents, ...calendarEvents, ...notesEvents },
  // A coach, mentor or expert given the role is asked for their availability (avail tasks).
  reactions: [availTaskReactions, sessionLiveReactions, evaluationTaskReactions],
  delivers: {
    flags: ['hoursAllocation', 'videoConferencing'],
    permissions: ['COACHING_SESSION:DELETE', 'AVAILABILITY:EDIT', 'COACHING_MEETING:SCHEDULING', 'COACHING_SESSION:EXPORT'],
    notificationTypes: ['meetingScheduled', 'meetingChanged', 'meetingDeleted'],
  },
  // Invites past their end move to EXPIRED every few minutes (reads show them expired at once).
  // … and outside calendars are read every 15 minutes, those read longest ago first (external.ts).
  background: (services) => {
    const sweep = startInviteSweep(services);
    const calendars = startExternalCalendarSync(services, services.config.calendar.externalSyncIntervalMs);
    // Sessions whose time ran out ask their people for an evaluation (evaluation-tasks.ts).
    const evaluations = startEvaluationSweep(services);
    return { stop: async () => void (await Promise.all([calendars.stop(), sweep.stop(), evaluations.stop()])) };
  },
  // The private calendar feed (GET /api/calendar/:token.ics).
  routes: (app, services) => {
    calendarFeedRoutes(app, services);
    // The sessions export (GET /api/coachingsessions).
    coachingExportRoutes(app, services);
  },
  exportTypes: [coachingSessionsExportType],
};
