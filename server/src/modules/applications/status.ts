import { and, eq } from 'drizzle-orm';
import { mayMoveApplication, type ApplicationStatus } from '@seedbed/contracts/applications';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { schema } from '../../core/db/pool.ts';
import { recordActivity } from './activities.ts';
import { ap, type ApplicationRow } from './repo.ts';

/** Refuses a move the transition table does not allow, with the two statuses named. */
export function assertTransition(ctx: Pick<Context, 't'>, from: ApplicationStatus, to: ApplicationStatus): void {
  if (!mayMoveApplication(from, to)) {
    throw new AppError('INVALID_TRANSITION', 'applications.invalidTransition', { from: ctx.t(`applications.status.${from}`), to: ctx.t(`applications.status.${to}`) });
  }
}

/**
 * The one way an application's status changes: checked against APPLICATION_TRANSITIONS, written
 * with whatever else the move sets (its round, its decision date), recorded on its activities and
 * as 'application.statusChanged' (notifications follow from that event).
 */
export async function moveApplication(
  ctx: Context,
  db: Db,
  application: ApplicationRow,
  to: ApplicationStatus,
  also: Partial<Pick<ApplicationRow, 'roundId' | 'startupId' | 'submittedAt' | 'decidedAt' | 'score' | 'evaluationsDone' | 'evaluationsNeeded'>> = {},
): Promise<ApplicationRow> {
  const from = application.status as ApplicationStatus;
  assertTransition(ctx, from, to);
  const [row] = await db
    .update(ap)
    .set({ ...also, status: to, updatedAt: new Date() })
    .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id)))
    .returning();
  await recordActivity(ctx, db, application.id, 'status', { data: { from, to } });
  await recordEvent(ctx, db, {
    kind: 'application.statusChanged',
    subjectKind: 'application',
    subjectId: application.id,
    data: { applicationId: application.id, applicationName: row.name, funnelId: row.funnelId, from, to, recipientIds: await recipientsOf(ctx, db, row) },
  });
  return row;
}

/** Who hears about an application: its applicant and the founders of the startup it became. */
export async function recipientsOf(ctx: Context, db: Db, application: ApplicationRow): Promise<string[]> {
  const ids = new Set([application.applicantId]);
  if (application.startupId) {
    const m = schema.startupMembers;
    const founders = await db
      .select({ userId: m.userId })
      .from(m)
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.startupId, application.startupId), eq(m.kind, 'founder')));
    for (const f of founders) ids.add(f.userId);
  }
  return [...ids];
}
