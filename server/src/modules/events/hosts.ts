import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { assignEventHostsInput } from '@seedbed/contracts/events-input';
import { isInGroup, STAFF_LIKE } from '@seedbed/contracts/roles';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFoundField } from '../../core/errors.ts';
import { requireEditableEvent } from './access.ts';
import { ev, evHosts, findEvent, hostsOfEvents } from './repo.ts';
import { eventLoaders } from './types.ts';

/** People who no longer take part cannot host. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive', 'pending'];

/**
 * Which of these people may host an event: people of this organisation, still taking part, whose
 * role is on the programme's side (coaches, mentors, experts, staff). Unknown ids and other
 * tenants' people are simply absent.
 */
export async function eligibleHosts(ctx: Pick<Context, 'incubator'>, db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const u = schema.users;
  const r = schema.roles;
  const rows = await db
    .select({ id: u.id, type: r.type })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds]), notInArray(u.status, GONE_STATUSES)));
  return new Set(rows.filter((row) => isInGroup(row.type ?? undefined, STAFF_LIKE)).map((row) => row.id));
}

/**
 * assignEventHosts (spec 3 §2): the hosts of an event, for those who may edit it. Hosts kept stay
 * as they were; each new row copies the event's start (event_hosts.starts_at follows the event).
 * Bookings already made with a host taken off keep their host. The calendar host, when taken off,
 * passes to the first host left.
 */
export const assignEventHosts = defineChange({
  input: () => assignEventHostsInput,
  async authorize(ctx, input) {
    const event = await requireEditableEvent(ctx, input.eventId);
    const eligible = await eligibleHosts(ctx, await ctx.tx.db(), input.hostIds);
    if (input.hostIds.some((id) => !eligible.has(id))) throw notFoundField('hostIds');
    return event;
  },
  async write(ctx, db, input, event) {
    const tenant = ctx.incubator.id;
    const before = (await hostsOfEvents(db, tenant, [event.id])).map((h) => h.userId);
    const added = input.hostIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !input.hostIds.includes(id));
    if (removed.length) await db.delete(evHosts).where(and(eq(evHosts.incubatorId, tenant), eq(evHosts.eventId, event.id), inArray(evHosts.userId, removed)));
    if (added.length)
      await db
        .insert(evHosts)
        .values(added.map((userId) => ({ incubatorId: tenant, eventId: event.id, userId, startsAt: event.startsAt })))
        .onConflictDoNothing();
    if (event.calendarHost && !input.hostIds.includes(event.calendarHost))
      await db
        .update(ev)
        .set({ calendarHost: input.hostIds[0] ?? null, updatedAt: new Date() })
        .where(and(eq(ev.incubatorId, tenant), eq(ev.id, event.id)));
    // The request may have read the hosts already (the edit check): the answer shows the new ones.
    eventLoaders(ctx).hosts.clear(event.id);
    const updated = (await findEvent(db, tenant, event.id)) ?? event;
    return {
      result: updated,
      events:
        added.length || removed.length
          ? [
              {
                kind: 'events.hostsAssigned' as const,
                subjectKind: 'incubatorEvent',
                subjectId: event.id,
                data: { eventId: event.id, title: event.title, hostIds: input.hostIds, added, removed },
              },
            ]
          : [],
    };
  },
});
