import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireViewer, type Context } from '../../core/context.ts';
import type { EventContext } from '../../core/events.ts';
import { calendarFile, organizerAddress, type CalendarEntry } from '../../core/ics.ts';
import { isId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import type { MailAttachment } from '../../core/mail.ts';
import { runRest } from '../../core/request-context.ts';
import { plainText } from '../../core/rich-text.ts';
import type { Services } from '../../core/services.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { evAttendees, type AttendeeRow, type EventRow } from './repo.ts';
import { visibleEvent } from './visibility.ts';

/** The in-app address of an event, which notifications and calendar entries lead to. */
export const eventPath = (eventId: string) => `/events/${eventId}`;

type Addressed = Pick<EventContext, 'incubator'> & { services?: Pick<Services, 'config'> };

const origin = (ctx: Addressed & { services: Pick<Services, 'config'> }) => tenantUrl(ctx.services.config, ctx.incubator);

/** What a calendar shows of an event (or of one booked slot of a one-on-one event); the same UID by mail, by download and in the feed. */
export function eventEntry(
  ctx: Addressed & { services: Pick<Services, 'config'> },
  event: EventRow,
  booking?: Pick<AttendeeRow, 'id' | 'slotStart' | 'slotEnd'> | null,
): CalendarEntry {
  const base = origin(ctx);
  const page = `${base}${eventPath(event.id)}`;
  const online = event.conferenceUrl || event.locationLink;
  const slot = booking?.slotStart && booking.slotEnd ? booking : null;
  return {
    // A booking is its own meeting: cancelling one slot must not drop the others from a calendar.
    uid: `${slot ? slot.id : event.id}@${new URL(base).hostname}`,
    sequence: event.sequence,
    start: slot ? slot.slotStart! : event.startsAt,
    end: slot ? slot.slotEnd! : event.endsAt,
    summary: event.title,
    description: [plainText(event.description).slice(0, 2000), online, page].filter(Boolean).join('\n\n'),
    location: event.locationMode === 'ONLINE' ? online : event.locationText || online,
    url: page,
    cancelled: event.status === 'CANCELLED',
  };
}

/**
 * The calendar invitation an event notification's mail carries (iTIP): REQUEST for a place taken
 * or an event changed (its SEQUENCE raised by the change), CANCEL for an event cancelled or
 * deleted or a place given up. One entry per slot for a one-on-one attendee.
 */
export function eventInvitation(
  ctx: EventContext,
  event: EventRow,
  method: 'REQUEST' | 'CANCEL',
  bookings: readonly AttendeeRow[] = [],
): (recipient: { id: string; email: string }) => MailAttachment[] {
  const services = ctx.services;
  if (!services) return () => [];
  const organizer = { name: ctx.incubator.name, email: organizerAddress(services.config.mailFrom) };
  return (recipient) => {
    // A booking is in the calendars of the person who booked it and of its host.
    const own = bookings.filter((b) => (b.userId === recipient.id || b.hostId === recipient.id) && b.slotStart);
    const entries = (event.eventType === 'ONE_ON_ONE' && own.length ? own : [null]).map((booking) => ({
      ...eventEntry({ incubator: ctx.incubator, services }, event, booking),
      organizer,
      attendees: [recipient.email],
      cancelled: method === 'CANCEL' || event.status === 'CANCELLED',
    }));
    return [
      {
        filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: calendarFile(entries, { method }),
      },
    ];
  };
}

/** The event as a file to add to one's calendar; for a one-on-one event, the viewer's own bookings when they hold some. */
export async function eventCalendar(ctx: Context, id: string): Promise<{ title: string; body: string }> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const event = await visibleEvent(ctx, id);
  const bookings =
    event.eventType === 'ONE_ON_ONE'
      ? await (await ctx.tx.db())
          .select()
          .from(evAttendees)
          .where(
            and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id), eq(evAttendees.userId, ctx.viewer!.user.id), isNotNull(evAttendees.slotStart)),
          )
          .orderBy(asc(evAttendees.slotStart))
      : [];
  const entries = (bookings.length ? bookings : [null]).map((b) => eventEntry(ctx, event, b));
  return { title: event.title, body: calendarFile(entries) };
}

/** GET /api/events/:id/calendar.ics — anyone who may see the event adds it to their calendar. */
export function eventCalendarRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/events/:id/calendar.ics', async (request, reply) => {
    const { id } = request.params as { id: string };
    const file = await runRest(services, request, (ctx) => eventCalendar(ctx, id));
    const name = `${
      file.title
        .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
        .trim()
        .slice(0, 80) || 'event'
    }.ics`;
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
