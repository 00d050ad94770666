import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FeedbackRecipientRow, FeedbackRequestRow } from '../../db/schema/index.ts';

export const fr = schema.feedbackRequests;
export const rc = schema.feedbackRecipients;
export type { FeedbackRecipientRow, FeedbackRequestRow };

export async function findRequest(db: Db, incubatorId: string, id: string): Promise<FeedbackRequestRow | null> {
  const [row] = await db
    .select()
    .from(fr)
    .where(and(eq(fr.incubatorId, incubatorId), eq(fr.id, id)));
  return row ?? null;
}

export async function findRecipient(db: Db, incubatorId: string, requestId: string, userId: string): Promise<FeedbackRecipientRow | null> {
  const [row] = await db
    .select()
    .from(rc)
    .where(and(eq(rc.incubatorId, incubatorId), eq(rc.requestId, requestId), eq(rc.userId, userId)));
  return row ?? null;
}

/** Where a recipient answers: the survey page, which their task and notification lead to. */
export const surveyUrl = (requestId: string) => `/survey/${requestId}`;
