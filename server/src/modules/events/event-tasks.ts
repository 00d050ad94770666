import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventContext, EventReactions } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { slots } from '../coaching/repo.ts';
import { completeAutomaticTasks, ensureAutomaticTask, withdrawAutomaticTasks } from '../tasks/automatic.ts';
import type { AutomaticType } from '../tasks/repo.ts';
import { findEvent, hostsOfEvents, type EventRow } from './repo.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** Where choosing hosts and setting an event's dates happen: its editor. */
export const eventEditUrl = (eventId: string) => `/events/${eventId}/edit`;
/** The weekly availability page, marked with the event so that each event's task stands on its own (and is withdrawn with it). */
export const eventAvailabilityUrl = (eventId: string) => `/availability/weekly?event=${eventId}`;
const DAYS_TO_ACT = 7;

const TASK_NAMES: Record<'hostAssignation' | 'availEventCoaching' | 'availEventSpecific', string> = {
  hostAssignation: 'events.booking.tasks.hostAssignation',
  availEventCoaching: 'events.booking.tasks.availEventCoaching',
  availEventSpecific: 'events.booking.tasks.availEventSpecific',
};

/** Opens a task for one person, named in their language, due within a week of their days (or by the event's start, when sooner). */
async function askOf(ctx: SystemContext, db: Db, event: EventRow, userId: string, type: keyof typeof TASK_NAMES, url: string): Promise<void> {
  const [user] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, userId)));
  if (!user) return;
  const zone = user.timezone ?? ctx.incubator.timezone;
  const t = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
  const inAWeek = endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_ACT), zone);
  const dueDate = event.startsAt > new Date() && event.startsAt < inAWeek ? event.startsAt : inAWeek;
  await ensureAutomaticTask(ctx, db, { type, userId, name: t(TASK_NAMES[type], { event: event.title }), url, dueDate, perUrl: true });
}

async function withWeeklyTime(ctx: SystemContext, db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ userId: slots.userId })
    .from(slots)
    .where(and(eq(slots.incubatorId, ctx.incubator.id), inArray(slots.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** Takes away every task an event asked for (cancelled, deleted, back to draft, no longer one-on-one). */
async function withdrawEventTasks(ctx: SystemContext, db: Db, eventId: string, types: readonly AutomaticType[] = ['hostAssignation', 'availEventSpecific', 'availEventCoaching']) {
  for (const type of types) await withdrawAutomaticTasks(ctx, db, { type, url: type === 'availEventCoaching' ? eventAvailabilityUrl(eventId) : eventEditUrl(eventId) });
}

/**
 * Keeps the tasks of a published one-on-one event in step with it: with no host, its creator is
 * asked to choose them (hostAssignation); once chosen, that is done. Hosts of a GENERAL event
 * without a weekly time are asked for one (availEventCoaching); hosts of a SPECIFIC event without
 * dates are asked for them (availEventSpecific); each is done once given.
 */
export async function syncEventTasks(ctx: SystemContext, db: Db, eventId: string): Promise<void> {
  const event = await findEvent(db, ctx.incubator.id, eventId);
  if (!event) return;
  if (event.eventType !== 'ONE_ON_ONE' || event.status !== 'PUBLISHED') return withdrawEventTasks(ctx, db, event.id);
  const hostIds = (await hostsOfEvents(db, ctx.incubator.id, [event.id])).map((h) => h.userId);
  if (event.createdBy) {
    if (hostIds.length) await completeAutomaticTasks(ctx, db, { type: 'hostAssignation', userId: event.createdBy, url: eventEditUrl(event.id) });
    else await askOf(ctx, db, event, event.createdBy, 'hostAssignation', eventEditUrl(event.id));
  }
  if (event.availabilityMode === 'ONE_ON_ONE_SPECIFIC') {
    await withdrawEventTasks(ctx, db, event.id, ['availEventCoaching']);
    for (const hostId of hostIds) {
      if (event.oneOnOneDates.length) await completeAutomaticTasks(ctx, db, { type: 'availEventSpecific', userId: hostId, url: eventEditUrl(event.id) });
      else await askOf(ctx, db, event, hostId, 'availEventSpecific', eventEditUrl(event.id));
    }
    return;
  }
  await withdrawEventTasks(ctx, db, event.id, ['availEventSpecific']);
  const open = await withWeeklyTime(ctx, db, hostIds);
  for (const hostId of hostIds) {
    if (open.has(hostId)) await completeAutomaticTasks(ctx, db, { type: 'availEventCoaching', userId: hostId, url: eventAvailabilityUrl(event.id) });
    else await askOf(ctx, db, event, hostId, 'availEventCoaching', eventAvailabilityUrl(event.id));
  }
}

/** A host taken off an event has nothing left to do for it. */
async function releaseRemovedHosts(ctx: SystemContext, db: Db, eventId: string, removed: readonly string[]) {
  for (const userId of removed)
    for (const type of ['availEventSpecific', 'availEventCoaching'] as const)
      await completeAutomaticTasks(ctx, db, { type, userId, url: type === 'availEventCoaching' ? eventAvailabilityUrl(eventId) : eventEditUrl(eventId) });
}

const system = (ctx: EventContext) => ctx as SystemContext;

export const eventTaskReactions: EventReactions = {
  'events.published': async (ctx, db, event) => syncEventTasks(system(ctx), db, event.data.eventId),
  'events.updated': async (ctx, db, event) => syncEventTasks(system(ctx), db, event.data.eventId),
  'events.hostsAssigned': async (ctx, db, event) => {
    await releaseRemovedHosts(system(ctx), db, event.data.eventId, event.data.removed);
    await syncEventTasks(system(ctx), db, event.data.eventId);
  },
  'events.unpublished': async (ctx, db, event) => withdrawEventTasks(system(ctx), db, event.data.eventId),
  'events.cancelled': async (ctx, db, event) => withdrawEventTasks(system(ctx), db, event.data.eventId),
  'events.deleted': async (ctx, db, event) => withdrawEventTasks(system(ctx), db, event.data.eventId),
  // Setting a weekly time answers every event's request for it at once.
  'coaching.weeklyAvailabilityUpdated': async (ctx, db, event) => {
    if (event.data.slots > 0) await completeAutomaticTasks(system(ctx), db, { type: 'availEventCoaching', userId: event.data.userId });
  },
};
