import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';

/**
 * Events (spec 3 §2–§3): group events with registration, capacity and a waitlist, one-on-one office
 * hours booked through coaching's no-double-booking holds, visibility rules enforced in every
 * read, recurrence, attendance, calendar files and mails.
 */
export const eventsModule: ServerModule = {
  name: 'events',
  schema: [types],
  events: {},
  reactions: {},
  delivers: {
    flags: [],
    permissions: [],
    notificationTypes: [],
  },
};
