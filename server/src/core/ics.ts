import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One meeting as a calendar entry. Instants are written in UTC, which every calendar shows in its own zone. */
export interface CalendarEntry {
  /** Stable per meeting (with the tenant's host): a calendar replaces an entry of the same UID. */
  uid: string;
  /** Raised at every change sent, so the newer version wins (RFC 5546). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer?: { name: string; email: string };
  attendees?: readonly string[];
  cancelled?: boolean;
}

/**
 * A calendar file: an invitation (`method` REQUEST, or CANCEL for a cancelled meeting or a person
 * taken off it — iTIP, RFC 5546) mailed as an attachment, or without a method the private feed
 * calendars subscribe to. ical-generator escapes texts and folds long lines (RFC 5545 §3.1, §3.3.11).
 */
export function calendarFile(entries: readonly CalendarEntry[], options: { method?: 'REQUEST' | 'CANCEL'; name?: string; now?: Date } = {}): string {
  const calendar = ical({
    prodId: { company: 'Seedbed', product: 'Seedbed', language: 'EN' },
    ...(options.method ? { method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      stamp: options.now ?? new Date(),
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description || null,
      location: entry.location || entry.url || null,
      url: entry.url || null,
      organizer: entry.organizer ? { name: entry.organizer.name.replace(/["\r\n]/g, ''), email: entry.organizer.email } : null,
      attendees: (entry.attendees ?? []).map((email) => ({ email, rsvp: true, role: ICalAttendeeRole.REQ })),
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** The address mails come from, without its display name (an invitation's organizer). */
export const organizerAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
