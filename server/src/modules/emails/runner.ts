import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { recordEvent } from '../../core/events.ts';
import { AppError } from '../../core/errors.ts';
import { runAs } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow, PlannedActionRow } from '../../db/schema/index.ts';
import { createFeedbackRequest } from '../feedback/service.ts';
import { createTask } from '../tasks/service.ts';
import type { Background } from '../server-module.ts';
import { em, pa, setEmail, setPlannedAction } from './repo.ts';
import { deliverEmail, lockEmail, plannedEvent, plannedTitle } from './service.ts';

/** How long a claim holds: a server that stops mid-run leaves its actions to another once it lapses. */
const LEASE_MS = 5 * 60_000;
/** Actions one tenant's run claims at once; the next run takes the rest. */
const CLAIM_BATCH = 20;

export interface PlannedRunOptions extends SweepOptions {
  /** Who claims: each server (and each runner of a test) is its own. */
  owner?: string;
}

/**
 * Claims the tenant's actions due at `now` that nobody holds (SKIP LOCKED, then a lease written in
 * the same statement's transaction), so that two servers running at once never take the same
 * action. A campaign being sent shows SENDING while its action is held.
 */
async function claimDue(services: Services, incubator: IncubatorRow, now: Date, owner: string): Promise<PlannedActionRow[]> {
  return withTenant(services.pool, incubator.id, async (db) => {
    const due = await db
      .select({ id: pa.id })
      .from(pa)
      .where(and(eq(pa.incubatorId, incubator.id), eq(pa.status, 'PLANNED'), lte(pa.runAt, now), or(isNull(pa.leaseUntil), lt(pa.leaseUntil, now))))
      .orderBy(asc(pa.runAt), asc(pa.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((d) => d.id);
    const claimed = await db
      .update(pa)
      .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS), updatedAt: now })
      .where(and(eq(pa.incubatorId, incubator.id), inArray(pa.id, ids)))
      .returning();
    const emailIds = claimed.flatMap((a) => (a.emailId ? [a.emailId] : []));
    if (emailIds.length) {
      await db
        .update(em)
        .set({ status: 'SENDING' })
        .where(and(eq(em.incubatorId, incubator.id), inArray(em.id, emailIds), eq(em.status, 'SCHEDULED')));
    }
    return claimed;
  });
}

/** Runs one claimed action as its author, in one transaction: what it makes and its DONE commit together. */
async function runClaimed(services: Services, incubator: IncubatorRow, claimed: PlannedActionRow, owner: string, now: Date): Promise<boolean> {
  return runAs(services, incubator, claimed.createdBy, async (ctx) => {
    const db = await ctx.tx.db();
    const [action] = await db
      .select()
      .from(pa)
      .where(and(eq(pa.incubatorId, incubator.id), eq(pa.id, claimed.id), eq(pa.status, 'PLANNED'), eq(pa.leaseOwner, owner)))
      .for('update');
    // Cancelled meanwhile, or taken over by another server after this one's lease lapsed.
    if (!action) return false;
    let resultId: string | null = null;
    let title = plannedTitle(action);
    if (action.kind === 'EMAIL') {
      const email = action.emailId ? await lockEmail(ctx, db, action.emailId) : null;
      if (!email || !['SCHEDULED', 'SENDING'].includes(email.status)) throw new AppError('PLANNED_ACTION_CLOSED', 'emails.plannedEmailGone');
      title = email.subject;
      const { email: sent, event } = await deliverEmail(ctx, db, email, action.id);
      await recordEvent(ctx, db, event);
      resultId = sent.id;
    } else if (action.kind === 'FEEDBACK_REQUEST') {
      resultId = (await createFeedbackRequest(ctx, action.payload)).id;
    } else if (action.kind === 'TASK') {
      resultId = (await createTask(ctx, action.payload)).id;
    }
    const done = await setPlannedAction(ctx, db, action.id, { status: 'DONE', resultId, doneAt: now, leaseOwner: null, leaseUntil: null, attempts: action.attempts + 1 });
    await recordEvent(ctx, db, { kind: 'plannedAction.done', ...plannedEvent(done, title), data: { ...plannedEvent(done, title).data, resultId } });
    return true;
  });
}

/**
 * What could not be done is told where the action is listed (FAILED, the reason's message key),
 * as its author; a campaign it was to send is a draft again, to be put right and sent.
 */
async function recordFailure(services: Services, incubator: IncubatorRow, claimed: PlannedActionRow, owner: string, now: Date, error: unknown): Promise<void> {
  const known = error instanceof AppError ? error : null;
  if (!known) services.log.error({ err: (error as Error).message, incubatorId: incubator.id, actionId: claimed.id }, 'planned action crashed');
  const key = known?.fields[0]?.key ?? known?.key ?? 'emails.plannedActionCrashed';
  const params = known?.fields[0]?.params ?? known?.params ?? null;
  await runAs(services, incubator, claimed.createdBy, async (ctx) => {
    const db = await ctx.tx.db();
    const [action] = await db
      .select()
      .from(pa)
      .where(and(eq(pa.incubatorId, incubator.id), eq(pa.id, claimed.id), eq(pa.status, 'PLANNED'), eq(pa.leaseOwner, owner)))
      .for('update');
    if (!action) return;
    const failed = await setPlannedAction(ctx, db, action.id, {
      status: 'FAILED',
      error: key,
      errorParams: params,
      doneAt: now,
      leaseOwner: null,
      leaseUntil: null,
      attempts: action.attempts + 1,
    });
    let title = plannedTitle(action);
    if (action.emailId) {
      const email = await setEmail(ctx, db, action.emailId, { status: 'DRAFT', scheduledAt: null });
      title = email?.subject ?? title;
    }
    await recordEvent(ctx, db, { kind: 'plannedAction.failed', ...plannedEvent(failed, title), data: { ...plannedEvent(failed, title).data, error: key } });
  });
}

/** One tenant's due actions, each run as its author. Answers how many were done. */
export async function runTenantPlannedActions(services: Services, incubator: IncubatorRow, now: Date, owner: string, signal?: AbortSignal): Promise<number> {
  let done = 0;
  for (const action of await claimDue(services, incubator, now, owner)) {
    if (signal?.aborted) break;
    try {
      if (await runClaimed(services, incubator, action, owner, now)) done++;
    } catch (error) {
      await recordFailure(services, incubator, action, owner, now, error);
    }
  }
  return done;
}

/** Every tenant's actions due at `now` (explicit, so that tests run it on a fixed clock). */
export function runDuePlannedActions(services: Services, now: Date, options: PlannedRunOptions = {}): Promise<number> {
  const owner = options.owner ?? randomUUID();
  return sweepTenants(services, 'planned actions', (incubator) => runTenantPlannedActions(services, incubator, now, owner, options.signal), options);
}

/** The background runner of planned actions, every PLANNED_ACTIONS_INTERVAL_MS. */
export function startPlannedActions(services: Services): Background {
  const owner = randomUUID();
  return everyInterval(services, 'planned actions', services.config.plannedActionsIntervalMs, (now, signal) => runDuePlannedActions(services, now, { owner, signal }));
}
