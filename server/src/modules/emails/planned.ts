import { z } from 'zod';
import type { PlannedActionKind } from '@seedbed/contracts/emails';
import { plannedActionChangesSchema, plannedActionInputSchema } from '@seedbed/contracts/emails-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, forbidden, validationError } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { PlannedActionRow } from '../../db/schema/index.ts';
import { mayCreateRequests, requireFeedback } from '../feedback/access.ts';
import { authorizeCreate as authorizeTask } from '../tasks/access.ts';
import { CANCEL_PLAN_KEY, EDIT_PLAN_KEY, authorizePlanning, composedEmail, visiblePlannedAction } from './access.ts';
import { authorize } from '../permissions/scope.ts';
import { emailsClock } from './clock.ts';
import { pa, setEmail, setPlannedAction } from './repo.ts';
import { planEmail, plannedEvent, plannedTitle } from './service.ts';

/**
 * Would the viewer be allowed to do this now? Checked when an action is planned, so that a refusal
 * is told at once rather than found in the list later; checked again, as its author, when it runs.
 */
async function authorizeEventually(ctx: Context, kind: PlannedActionKind, payload: Record<string, unknown>): Promise<void> {
  if (kind === 'FEEDBACK_REQUEST') {
    requireFeedback(ctx);
    if (!(await mayCreateRequests(ctx))) throw forbidden();
  }
  if (kind === 'TASK') await authorizeTask(ctx, typeof payload.startupId === 'string' ? payload.startupId : null);
}

/** A campaign named by a planned EMAIL's payload: the composer's, unknown ones a field error. */
async function plannedEmail(ctx: Context, payload: Record<string, unknown>) {
  try {
    return await composedEmail(ctx, String(payload.emailId));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw validationError([{ field: 'payload.emailId', key: 'emails.unknownEmail' }]);
    throw error;
  }
}

/**
 * createPlannedAction (CREATE:PLANNED_ACTION): a feedback request or a task made at `runAt` as
 * the viewer, from the input creating one now takes; an EMAIL plans a campaign's sending, as
 * scheduleEmail does.
 */
export const createPlannedAction = defineChange({
  input: (ctx) => plannedActionInputSchema({ timeZone: ctx.incubator.timezone, now: emailsClock.now }),
  async authorize(ctx, input) {
    await authorizePlanning(ctx);
    if (input.kind === 'EMAIL') return { email: await plannedEmail(ctx, input.payload) };
    await authorizeEventually(ctx, input.kind, input.payload);
    return { email: null };
  },
  async write(ctx, db, input, { email }) {
    if (email) {
      const planned = await planEmail(ctx, db, email, input.runAt);
      return { result: planned.action, events: planned.events };
    }
    const [action] = await db
      .insert(pa)
      .values({ incubatorId: ctx.incubator.id, id: newId(), kind: input.kind, runAt: input.runAt, payload: input.payload, createdBy: ctx.viewer!.user.id })
      .returning();
    return { result: action, events: [{ kind: 'plannedAction.created', ...plannedEvent(action, plannedTitle(action)) }] };
  },
});

/** An action still waiting, and not being run this moment: only such an action may change. */
function requireWaiting(action: PlannedActionRow): void {
  if (action.status !== 'PLANNED') throw new AppError('PLANNED_ACTION_CLOSED', 'emails.plannedActionClosed');
  if (action.leaseUntil && action.leaseUntil.getTime() > Date.now()) throw new AppError('PLANNED_ACTION_RUNNING', 'emails.plannedActionRunning');
}

async function titleOf(ctx: Context, action: PlannedActionRow): Promise<string> {
  if (action.kind !== 'EMAIL' || !action.emailId) return plannedTitle(action);
  return plannedTitle(action, await composedEmail(ctx, action.emailId).catch(() => null));
}

/**
 * updatePlannedAction (EDIT:PLANNED_ACTION): another time, another payload of the same kind. A
 * campaign's content is changed in its composer, so a planned EMAIL changes its time only.
 */
export async function updatePlannedAction(ctx: Context, id: string, raw: unknown): Promise<PlannedActionRow> {
  const action = await visiblePlannedAction(ctx, id);
  const input = parseInput(
    plannedActionChangesSchema({ timeZone: ctx.incubator.timezone, now: emailsClock.now, kind: action.kind as PlannedActionKind, runAt: action.runAt }),
    raw,
  );
  return applyPlannedChanges(ctx, input, action);
}

const applyPlannedChanges = defineChange({
  input: () => z.object({ runAt: z.date().optional(), payload: z.record(z.string(), z.unknown()).optional() }),
  async authorize(ctx, input, action: PlannedActionRow) {
    await authorize(ctx, EDIT_PLAN_KEY);
    requireWaiting(action);
    if (input.payload && action.kind === 'EMAIL') throw validationError([{ field: 'payload', key: 'emails.payloadOfEmail' }]);
    if (input.payload) await authorizeEventually(ctx, action.kind as PlannedActionKind, input.payload);
    return action;
  },
  async write(ctx, db, input, action) {
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    const updated = await setPlannedAction(ctx, db, action.id, input);
    if (input.runAt && action.emailId) await setEmail(ctx, db, action.emailId, { scheduledAt: input.runAt });
    const base = plannedEvent(updated, await titleOf(ctx, updated));
    return { result: updated, events: fields.length ? [{ kind: 'plannedAction.updated', ...base, data: { ...base.data, fields } }] : [] };
  },
});

/** cancelPlannedAction (CANCEL:PLANNED_ACTION): it will not run; a campaign it would have sent is CANCELLED (and may be edited again). */
export const cancelPlannedAction = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, id: string) {
    const action = await visiblePlannedAction(ctx, id);
    await authorize(ctx, CANCEL_PLAN_KEY);
    requireWaiting(action);
    return action;
  },
  async write(ctx, db: Db, _input, action) {
    const cancelled = await setPlannedAction(ctx, db, action.id, { status: 'CANCELLED' });
    const events: DomainEvent[] = [{ kind: 'plannedAction.cancelled', ...plannedEvent(cancelled, await titleOf(ctx, cancelled)) }];
    if (action.emailId) await setEmail(ctx, db, action.emailId, { status: 'CANCELLED', scheduledAt: null });
    return { result: cancelled, events };
  },
});
