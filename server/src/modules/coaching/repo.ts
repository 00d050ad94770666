import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { CoachingInviteRow, CoachingPreferencesRow, CoachingSessionRow } from '../../db/schema/index.ts';

export const cs = schema.coachingSessions;
export const csPeople = schema.coachingSessionPeople;
export const csLog = schema.coachingSessionChangelogs;
export const holds = schema.calendarHolds;
export const invites = schema.coachingInvites;
export const invitees = schema.coachingInvitees;
export const prefs = schema.coachingPreferences;
export const slots = schema.availabilitySlots;
export const exceptions = schema.availabilityExceptions;
export const extCalendars = schema.externalCalendars;
export const extBusy = schema.externalBusyTimes;
export const allocations = schema.hourAllocations;
export const matching = schema.mentorMatchingSettings;
export type { CoachingInviteRow, CoachingPreferencesRow, CoachingSessionRow };

/** The subject kind of the form submissions holding a session's evaluation answers. */
export const COACHING_SUBJECT = 'coachingSession';
/** The `source` of a session's calendar holds. */
export const COACHING_HOLD = 'coaching';

export async function findSession(db: Db, tenant: string, id: string): Promise<CoachingSessionRow | null> {
  const [row] = await db
    .select()
    .from(cs)
    .where(and(eq(cs.incubatorId, tenant), eq(cs.id, id)));
  return row ?? null;
}

/** A session's people: user id → 'coach' | 'attendee'. */
export async function sessionPeople(db: Db, tenant: string, sessionId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: csPeople.userId, role: csPeople.role })
    .from(csPeople)
    .where(and(eq(csPeople.incubatorId, tenant), eq(csPeople.sessionId, sessionId)));
  return new Map(rows.map((r) => [r.userId, r.role]));
}

/** The people of several sessions at once, for lists. */
export async function peopleOfSessions(db: Db, tenant: string, sessionIds: readonly string[]) {
  if (!sessionIds.length) return [];
  return db
    .select({ sessionId: csPeople.sessionId, userId: csPeople.userId, role: csPeople.role })
    .from(csPeople)
    .where(and(eq(csPeople.incubatorId, tenant), inArray(csPeople.sessionId, [...sessionIds])));
}
