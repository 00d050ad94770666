import { and, eq } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EmailRow, PlannedActionRow } from '../../db/schema/index.ts';

export const em = schema.emails;
export const pa = schema.plannedActions;

/** Writes a campaign's changes and stamps it changed. */
export async function setEmail(ctx: Pick<Context, 'incubator'>, db: Db, id: string, values: Partial<EmailRow>): Promise<EmailRow> {
  const [row] = await db
    .update(em)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(em.incubatorId, ctx.incubator.id), eq(em.id, id)))
    .returning();
  return row;
}

export async function setPlannedAction(ctx: Pick<Context, 'incubator'>, db: Db, id: string, values: Partial<PlannedActionRow>): Promise<PlannedActionRow> {
  const [row] = await db
    .update(pa)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(pa.incubatorId, ctx.incubator.id), eq(pa.id, id)))
    .returning();
  return row;
}

/** The campaign's planned sending still waiting, if any. */
export async function plannedSendingOf(ctx: Pick<Context, 'incubator'>, db: Db, emailId: string): Promise<PlannedActionRow | null> {
  const [row] = await db
    .select()
    .from(pa)
    .where(and(eq(pa.incubatorId, ctx.incubator.id), eq(pa.emailId, emailId), eq(pa.status, 'PLANNED')));
  return row ?? null;
}
