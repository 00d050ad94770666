import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { ApplicationActivityRow, ApplicationEvaluationRow, ApplicationRow } from '../../db/schema/index.ts';

export const ap = schema.applications;
export const apEval = schema.applicationEvaluations;
export const apDecision = schema.applicationDecisions;
export const apActivity = schema.applicationActivities;
export const apTag = schema.applicationTags;
export type { ApplicationActivityRow, ApplicationEvaluationRow, ApplicationRow };

/** The subject kind of the form submissions that hold an application's answers and its evaluators' form answers. */
export const APPLICATION_SUBJECT = 'application';

export async function findApplication(db: Db, tenant: string, id: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(ap)
    .where(and(eq(ap.incubatorId, tenant), eq(ap.id, id)));
  return row ?? null;
}
