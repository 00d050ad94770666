import { and, eq, inArray, or } from 'drizzle-orm';
import type { NotificationType } from '@seedbed/contracts/notifications';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext } from '../../core/events.ts';
import type { NotificationDraft } from '../notifications/producer.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { eventInvitation, eventPath } from './event-ics.ts';
import { eventPeople } from './registration.ts';
import { evAttendees, findEvent, type AttendeeRow, type EventRow } from './repo.ts';
import { audienceIncludes } from './visibility.ts';

/** Event mails are a plan's feature (emailEvents): without it people still hear of events in the app. */
export const mailsEvents = (ctx: Pick<EventContext, 'incubator'>) => Boolean(incubatorFlags(ctx.incubator).emailEvents);

/**
 * Those among `userIds` who may still see the event: a person taken out of its audience since
 * they registered (another role, a tag removed) is not told about it. Its hosts always may.
 */
export async function stillFor(ctx: EventContext, db: Db, event: EventRow, userIds: readonly string[], hosts: readonly string[] = []): Promise<string[]> {
  const others = [...new Set(userIds)].filter((id) => !hosts.includes(id));
  const reached = others.length ? await audienceIncludes(ctx, db, event, others) : new Set<string>();
  return [...new Set(userIds)].filter((id) => hosts.includes(id) || reached.has(id));
}

/** An event with its people as the change that is being announced left them. */
export async function eventWithPeople(ctx: EventContext, db: Db, eventId: string | null | undefined) {
  if (!eventId) return null;
  const event = await findEvent(db, ctx.incubator.id, eventId);
  return event ? { event, people: await eventPeople(ctx, db, event.id) } : null;
}

/** The one-on-one bookings these people made or host (their invitations hold one entry per slot). */
export async function bookingsOf(ctx: EventContext, db: Db, event: EventRow, userIds: readonly string[]): Promise<AttendeeRow[]> {
  if (event.eventType !== 'ONE_ON_ONE' || !userIds.length) return [];
  return db
    .select()
    .from(evAttendees)
    .where(
      and(
        eq(evAttendees.incubatorId, ctx.incubator.id),
        eq(evAttendees.eventId, event.id),
        or(inArray(evAttendees.userId, [...userIds]), inArray(evAttendees.hostId, [...userIds])),
      ),
    );
}

/** One event notification: its text names the event, it leads to the event's page, its mail (emailEvents) carries the calendar file. */
export async function eventDraft(
  ctx: EventContext,
  db: Db,
  event: EventRow,
  options: {
    type: NotificationType;
    messageKey?: string;
    recipients: readonly string[];
    method: 'REQUEST' | 'CANCEL' | null;
    senderId: string | null;
    params?: Record<string, string>;
  },
): Promise<NotificationDraft> {
  const bookings = options.method ? await bookingsOf(ctx, db, event, options.recipients) : [];
  return {
    type: options.type,
    ...(options.messageKey ? { messageKey: options.messageKey } : {}),
    recipients: options.recipients,
    params: { event: event.title, ...options.params },
    url: eventPath(event.id),
    senderId: options.senderId,
    mail: mailsEvents(ctx),
    ...(options.method ? { attachments: eventInvitation(ctx, event, options.method, bookings) } : {}),
  };
}
