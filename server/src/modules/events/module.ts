import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import * as eventsSchema from './events-schema.ts';
import { recordsEvents } from './records-events.ts';
import { eventFileAccess } from './attachments.ts';
import * as bookingSchema from './booking-schema.ts';
import { bookingEvents } from './booking-events.ts';
import { eventTaskReactions } from './event-tasks.ts';
import * as listsSchema from './lists-schema.ts';
import * as registrationSchema from './registration-schema.ts';
import { registrationEvents } from './registration-events.ts';
import { registrationReactions } from './registration.ts';
import { attendeeExportRoutes } from './attendee-export.ts';
import { eventCalendarRoutes } from './event-ics.ts';
import { startEventReminders } from './reminders.ts';
// Events in the coaching calendar and the private feed (registered there on load).
import './calendar-source.ts';
import { eventSearchSource } from './search-source.ts';
import { eventExportType } from './export-type.ts';

/**
 * Events (spec 3 §2–§3): group events with registration, capacity and a waitlist, one-on-one office
 * hours booked through coaching's no-double-booking holds, visibility rules enforced in every
 * read, recurrence, attendance, calendar files and mails.
 */
export const eventsModule: ServerModule = {
  name: 'events',
  schema: [types, listsSchema, bookingSchema, registrationSchema, eventsSchema],
  events: { ...bookingEvents, ...registrationEvents, ...recordsEvents },
  // Files of an event (reference kind 'event'): read by those who see it, changed by its editors.
  fileAccess: { event: eventFileAccess },
  reactions: [eventTaskReactions, registrationReactions],
  delivers: {
    flags: ['oneOnOneEvents', 'emailEvents'],
    permissions: ['EVENT:REGISTER', 'EVENT:CREATE', 'EVENT:EDIT', 'EVENT:DELETE'],
    notificationTypes: ['eventRegistered', 'eventUpdated', 'eventCancelled', 'eventReminder', 'eventWaitlistPromoted'],
  },
  // The attendee export (GET /api/events/:id/attendees) and an event's calendar file (GET /api/events/:id/calendar.ics).
  routes: (app, services) => {
    attendeeExportRoutes(app, services);
    eventCalendarRoutes(app, services);
  },
  // Reminders go out EVENT_REMINDER_HOURS before events start (reminderEmails), once each.
  background: (services) => startEventReminders(services),
  // The events the top bar's record search finds.
  searchSources: [eventSearchSource],
  exportTypes: [eventExportType],
};
