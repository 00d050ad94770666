import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { EVENT_REMINDER_HOURS } from '@seedbed/contracts/events';
import { recordEvent } from '../../core/events.ts';
import type { Services } from '../../core/services.ts';
import { asSystem, everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import type { Background } from '../server-module.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { ev } from './repo.ts';

/** How often each server looks for events about to start. */
const SWEEP_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * One tenant's published group events starting within EVENT_REMINDER_HOURS and not reminded yet:
 * each is marked reminded and its 'events.reminderDue' notifies its people (event-reminder.ts),
 * in one transaction. Rows another server is reminding are skipped (SKIP LOCKED), so an event is
 * reminded once however many servers sweep.
 */
export async function remindTenantEvents(services: Services, incubator: IncubatorRow, now: Date): Promise<number> {
  if (!incubatorFlags(incubator).reminderEmails) return 0;
  return asSystem(services, incubator, async (ctx, db) => {
    const due = await db
      .select({ id: ev.id, title: ev.title })
      .from(ev)
      .where(
        and(
          eq(ev.incubatorId, incubator.id),
          eq(ev.status, 'PUBLISHED'),
          eq(ev.eventType, 'GROUP'),
          isNull(ev.remindedAt),
          gt(ev.startsAt, now),
          lte(ev.startsAt, new Date(now.getTime() + EVENT_REMINDER_HOURS * HOUR_MS)),
          sql`not ${ev.isArchived}`,
        ),
      )
      .for('update', { skipLocked: true });
    for (const event of due) {
      await db
        .update(ev)
        .set({ remindedAt: now })
        .where(and(eq(ev.incubatorId, incubator.id), eq(ev.id, event.id)));
      await recordEvent(ctx, db, { kind: 'events.reminderDue', subjectKind: 'incubatorEvent', subjectId: event.id, data: { eventId: event.id, title: event.title } });
    }
    return due.length;
  });
}

/** Every tenant's events about to start (`only` limits it to some tenants: tests share one database). */
export async function sweepEventReminders(services: Services, now: Date, options: SweepOptions = {}): Promise<number> {
  return sweepTenants(services, 'event reminder sweep', (incubator) => remindTenantEvents(services, incubator, now), options);
}

/** The background sweep (reminderEmails): every few minutes, so a reminder leaves about EVENT_REMINDER_HOURS before the start. */
export function startEventReminders(services: Services, intervalMs = SWEEP_MS): Background {
  return everyInterval(services, 'event reminder sweep', intervalMs, (now, signal) => sweepEventReminders(services, now, { signal }));
}
