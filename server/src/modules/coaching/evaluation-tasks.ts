import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventReactions } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Services } from '../../core/services.ts';
import { asSystem, everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import type { Background } from '../server-module.ts';
import { ensureAutomaticTask, withdrawAutomaticTasks } from '../tasks/automatic.ts';
import { cs, csPeople, findSession, type CoachingSessionRow } from './repo.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** Where an evaluation task leads: the session's page, with its evaluation open. */
export const evaluationUrl = (sessionId: string) => `/coaching/session/${sessionId}?evaluate=1`;
/** Days given to evaluate a session once it is over. */
const DAYS_TO_EVALUATE = 7;
/** Sessions that ended longer ago than this are left alone by the sweep (a new server never tasks people about old sessions). */
const SWEEP_DAYS = 14;
/** How often each server looks for sessions that have just ended. */
const SWEEP_MS = 5 * 60_000;

/** When a session is over: when someone ended it, else when its planned time ran out. */
export const sessionOverAt = (session: Pick<CoachingSessionRow, 'startsAt' | 'endedAt' | 'expectedDuration'>) =>
  session.endedAt ?? new Date(session.startsAt.getTime() + session.expectedDuration * 60_000);

const t = schema.tasks;
const a = schema.taskAssignees;

/** A person's evaluation task for a session, done or not: it is given once, never again after it is done. */
const taskGiven = (sessionId: string) =>
  sql`exists (select 1 from ${t} where ${t.incubatorId} = ${csPeople.incubatorId} and ${t.taskType} = 'coachingEvaluation' and ${t.url} = ${evaluationUrl(sessionId)}
    and exists (select 1 from ${a} where ${a.incubatorId} = ${t.incubatorId} and ${a.taskId} = ${t.id} and ${a.userId} = ${csPeople.userId}))`;

/**
 * Gives each person of an ended session (its coaches and attendees) a coachingEvaluation task,
 * once: someone who already had one for it, even done, gets none. Sessions cancelled, not over
 * yet or without an evaluation form ask for nothing.
 */
export async function requestEvaluations(ctx: SystemContext, db: Db, session: CoachingSessionRow, now = new Date()): Promise<number> {
  const end = sessionOverAt(session);
  if (session.cancelledAt || !session.evaluationFormId || end > now) return 0;
  const people = await db
    .select({ user: schema.users })
    .from(csPeople)
    .innerJoin(schema.users, and(eq(schema.users.incubatorId, csPeople.incubatorId), eq(schema.users.id, csPeople.userId)))
    .where(and(eq(csPeople.incubatorId, ctx.incubator.id), eq(csPeople.sessionId, session.id), sql`not ${taskGiven(session.id)}`));
  for (const { user } of people) {
    const tr = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
    await ensureAutomaticTask(ctx, db, {
      type: 'coachingEvaluation',
      userId: user.id,
      startupId: session.startupId,
      name: tr('coaching.evaluations.taskName', { session: session.name }),
      dueDate: new Date(end.getTime() + DAYS_TO_EVALUATE * 86_400_000),
      url: evaluationUrl(session.id),
      perUrl: true,
    });
  }
  return people.length;
}

/** One tenant's sessions over in the last SWEEP_DAYS whose people have not all been asked yet, in one transaction. */
export async function sweepTenantEvaluations(services: Services, incubator: IncubatorRow, now: Date): Promise<number> {
  return asSystem(services, incubator, async (ctx, db) => {
    const due = await db
      .select()
      .from(cs)
      .where(
        and(
          eq(cs.incubatorId, incubator.id),
          gte(cs.startsAt, new Date(now.getTime() - SWEEP_DAYS * 86_400_000)),
          lte(cs.startsAt, now),
          isNull(cs.cancelledAt),
          isNotNull(cs.evaluationFormId),
          sql`coalesce(${cs.endedAt}, ${cs.startsAt} + ${cs.expectedDuration} * interval '1 minute') <= ${now}`,
          sql`exists (select 1 from ${csPeople} where ${csPeople.incubatorId} = ${cs.incubatorId} and ${csPeople.sessionId} = ${cs.id}
            and not exists (select 1 from ${t} join ${a} on ${a.incubatorId} = ${t.incubatorId} and ${a.taskId} = ${t.id}
              where ${t.incubatorId} = ${cs.incubatorId} and ${t.taskType} = 'coachingEvaluation'
                and ${t.url} = '/coaching/session/' || ${cs.id}::text || '?evaluate=1' and ${a.userId} = ${csPeople.userId}))`,
        ),
      );
    let asked = 0;
    for (const session of due) asked += await requestEvaluations(ctx, db, session, now);
    return asked;
  });
}

/** Every tenant's ended sessions (`only` limits it to some tenants: tests share one database). */
export async function sweepEvaluations(services: Services, now: Date, options: SweepOptions = {}): Promise<number> {
  return sweepTenants(services, 'coaching evaluation sweep', (incubator) => sweepTenantEvaluations(services, incubator, now), options);
}

/** The background sweep: sessions whose planned time ran out without anyone ending them are asked about too. */
export function startEvaluationSweep(services: Services, intervalMs = SWEEP_MS): Background {
  return everyInterval(services, 'coaching evaluation sweep', intervalMs, (now, signal) => sweepEvaluations(services, now, { signal }));
}

/**
 * Ending a session asks for its evaluations at once, without waiting for the sweep; a session
 * cancelled or deleted takes back the evaluations still asked for (nothing is left to evaluate).
 */
export const evaluationTaskReactions: EventReactions = {
  'coaching.sessionEnded': async (ctx, db, event) => {
    if (!ctx.services) return;
    const session = await findSession(db, ctx.incubator.id, event.data.sessionId);
    if (session) await requestEvaluations({ incubator: ctx.incubator, viewer: ctx.viewer, services: ctx.services }, db, session);
  },
  'coaching.sessionCancelled': async (ctx, db, event) => {
    if (ctx.services)
      await withdrawAutomaticTasks({ incubator: ctx.incubator, viewer: ctx.viewer, services: ctx.services }, db, {
        type: 'coachingEvaluation',
        url: evaluationUrl(event.data.sessionId),
      });
  },
  'coaching.sessionDeleted': async (ctx, db, event) => {
    if (ctx.services)
      await withdrawAutomaticTasks({ incubator: ctx.incubator, viewer: ctx.viewer, services: ctx.services }, db, {
        type: 'coachingEvaluation',
        url: evaluationUrl(event.data.sessionId),
      });
  },
};
