import { and, eq } from 'drizzle-orm';
import type { Tenant } from '../../../test/factories.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { CoachingSessionRow } from './repo.ts';

export const onTenant = <T>(on: Tenant, work: (db: Db) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

/**
 * A session written as rows (the invite and export tests need sessions, not the session service):
 * its people, and a calendar hold per coach unless it already happened.
 */
export async function buildSession(
  on: Tenant,
  options: {
    name?: string;
    startupId?: string | null;
    startsAt?: Date;
    duration?: number;
    coachIds?: string[];
    attendeeIds?: string[];
    createdBy?: string | null;
    eventType?: string;
    startedAt?: Date | null;
    endedAt?: Date | null;
    estimatedDuration?: number | null;
    location?: string | null;
    meetingLink?: string | null;
    cancelledAt?: Date | null;
  } = {},
): Promise<CoachingSessionRow> {
  const tenant = on.incubator.id;
  // Whole minutes, as calendar files write them.
  const startsAt = options.startsAt ?? new Date(Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
  const duration = options.duration ?? 60;
  return onTenant(on, async (db) => {
    const [session] = await db
      .insert(schema.coachingSessions)
      .values({
        incubatorId: tenant,
        id: newId(),
        name: options.name ?? 'Pitch review',
        eventType: options.eventType ?? 'SCHEDULED_COACHING_SESSION',
        startupId: options.startupId ?? null,
        startsAt,
        expectedDuration: duration,
        estimatedDuration: options.estimatedDuration ?? null,
        startedAt: options.startedAt ?? null,
        endedAt: options.endedAt ?? null,
        location: options.location ?? null,
        meetingLink: options.meetingLink === undefined ? 'https://meet.example.test/room' : options.meetingLink,
        cancelledAt: options.cancelledAt ?? null,
        createdBy: options.createdBy ?? options.coachIds?.[0] ?? null,
      })
      .returning();
    const people = [...(options.coachIds ?? []).map((userId) => ({ userId, role: 'coach' })), ...(options.attendeeIds ?? []).map((userId) => ({ userId, role: 'attendee' }))];
    if (people.length) await db.insert(schema.coachingSessionPeople).values(people.map((p) => ({ incubatorId: tenant, sessionId: session.id, startsAt, ...p })));
    if (options.coachIds?.length && startsAt.getTime() > Date.now()) {
      await db.insert(schema.calendarHolds).values(
        options.coachIds.map((userId) => ({
          incubatorId: tenant,
          id: newId(),
          userId,
          source: 'coaching',
          sourceId: session.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + duration * 60_000),
        })),
      );
    }
    return session;
  });
}

export async function sessionRow(on: Tenant, id: string) {
  const [row] = await onTenant(on, (db) =>
    db
      .select()
      .from(schema.coachingSessions)
      .where(and(eq(schema.coachingSessions.incubatorId, on.incubator.id), eq(schema.coachingSessions.id, id))),
  );
  return row;
}

export async function inviteRow(on: Tenant, id: string) {
  const [row] = await onTenant(on, (db) =>
    db
      .select()
      .from(schema.coachingInvites)
      .where(and(eq(schema.coachingInvites.incubatorId, on.incubator.id), eq(schema.coachingInvites.id, id))),
  );
  return row;
}
