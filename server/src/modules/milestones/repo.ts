import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';

export const ms = schema.startupMilestones;
export type MilestoneRow = typeof ms.$inferSelect;

export async function findMilestone(db: Db, incubatorId: string, id: string): Promise<MilestoneRow | null> {
  const [row] = await db
    .select()
    .from(ms)
    .where(and(eq(ms.incubatorId, incubatorId), eq(ms.id, id)));
  return row ?? null;
}

/** A startup's plan, soonest due first, undated last: a range of startup_milestones_plan_idx. */
export async function planOf(db: Db, incubatorId: string, startupId: string): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(ms)
    .where(and(eq(ms.incubatorId, incubatorId), eq(ms.startupId, startupId)))
    .orderBy(sql`${ms.dueDate} ASC NULLS LAST`, asc(ms.id));
}

/** Whether the person belongs to the startup: one of its founders or of the people assigned to it. */
export async function isStartupPerson(db: Db, incubatorId: string, startupId: string, userId: string): Promise<boolean> {
  const m = schema.startupMembers;
  const rows = await db
    .select({ userId: m.userId })
    .from(m)
    .where(and(eq(m.incubatorId, incubatorId), eq(m.startupId, startupId), eq(m.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
