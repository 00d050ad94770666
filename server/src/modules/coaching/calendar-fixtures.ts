import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { Tenant } from '../../../test/factories.ts';

/** A session written straight into the tables, with its people (the calendar tests need no booking rules). */
export async function insertSession(
  tenant: Tenant,
  options: {
    name?: string;
    startsAt: Date;
    minutes?: number;
    coaches?: string[];
    attendees?: string[];
    startupId?: string | null;
    createdBy?: string | null;
    cancelled?: boolean;
    sequence?: number;
  },
): Promise<string> {
  const id = newId();
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.coachingSessions).values({
      incubatorId: tenant.incubator.id,
      id,
      name: options.name ?? 'Session',
      startsAt: options.startsAt,
      expectedDuration: options.minutes ?? 60,
      startupId: options.startupId ?? null,
      createdBy: options.createdBy ?? null,
      cancelledAt: options.cancelled ? new Date() : null,
      sequence: options.sequence ?? 0,
    });
    const people = [...(options.coaches ?? []).map((userId) => ({ userId, role: 'coach' })), ...(options.attendees ?? []).map((userId) => ({ userId, role: 'attendee' }))];
    if (people.length) {
      await db.insert(schema.coachingSessionPeople).values(people.map((p) => ({ incubatorId: tenant.incubator.id, sessionId: id, startsAt: options.startsAt, ...p })));
    }
  });
  return id;
}

/** Many sessions of one person at once (the benchmark). */
export async function insertManySessions(tenant: Tenant, userId: string, starts: readonly Date[]): Promise<void> {
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    for (let i = 0; i < starts.length; i += 500) {
      const rows = starts.slice(i, i + 500).map((startsAt, n) => ({ incubatorId: tenant.incubator.id, id: newId(), name: `Session ${i + n}`, startsAt }));
      await db.insert(schema.coachingSessions).values(rows);
      await db.insert(schema.coachingSessionPeople).values(rows.map((r) => ({ incubatorId: tenant.incubator.id, sessionId: r.id, userId, role: 'coach', startsAt: r.startsAt })));
    }
  });
}

export const CALENDAR_QUERY = `query Calendar($from: String!, $to: String!, $userId: ID) {
  calendar(from: $from, to: $to, userId: $userId) { kind id title start end allDay url startupName cancelled }
}`;
