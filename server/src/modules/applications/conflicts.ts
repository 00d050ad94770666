import { and, eq, inArray, or } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { apEval, type ApplicationRow } from './repo.ts';

/**
 * Why a person may not evaluate an application:
 * - 'applicant': they applied;
 * - 'founder': they found a startup linked to it (the startup it became, or one the applicant founds);
 * - 'assigned': they are assigned to such a startup (coach, mentor, staff);
 * - 'declared': they said so themselves (declareConflict), in any round of it.
 */
export const CONFLICT_REASONS = ['applicant', 'founder', 'assigned', 'declared'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** The message key naming a conflict for the person it concerns ({{name}}). */
export const conflictMessageKey = (reason: ConflictReason) => `applications.evaluations.conflict.${reason}`;

/** The startups an application is tied to: the one it became or was linked to, and those its applicant founds. */
async function linkedStartupIds(ctx: Pick<Context, 'incubator'>, db: Db, application: ApplicationRow): Promise<string[]> {
  const m = schema.startupMembers;
  const founded = await db
    .select({ startupId: m.startupId })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.userId, application.applicantId), eq(m.kind, 'founder')));
  const ids = new Set(founded.map((row) => row.startupId));
  if (application.startupId) ids.add(application.startupId);
  return [...ids];
}

/**
 * The conflicts of some people with one application, detected from the product's data and
 * declared before; people without one are absent from the map. One query per source.
 */
export async function conflictsWith(ctx: Pick<Context, 'incubator'>, db: Db, application: ApplicationRow, userIds: readonly string[]): Promise<Map<string, ConflictReason>> {
  const found = new Map<string, ConflictReason>();
  if (!userIds.length) return found;
  const people = [...new Set(userIds)];
  if (people.includes(application.applicantId)) found.set(application.applicantId, 'applicant');
  const startups = await linkedStartupIds(ctx, db, application);
  if (startups.length) {
    const m = schema.startupMembers;
    const members = await db
      .select({ userId: m.userId, kind: m.kind })
      .from(m)
      .where(and(eq(m.incubatorId, ctx.incubator.id), inArray(m.startupId, startups), inArray(m.userId, people), or(eq(m.kind, 'founder'), eq(m.kind, 'assigned'))));
    // A founder's tie is the one named when a person is both; having applied outranks either.
    for (const row of members) {
      if (found.get(row.userId) === 'applicant') continue;
      if (row.kind === 'founder') found.set(row.userId, 'founder');
      else if (!found.has(row.userId)) found.set(row.userId, 'assigned');
    }
  }
  const declared = await db
    .select({ userId: apEval.evaluatorId })
    .from(apEval)
    .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.status, 'conflict'), inArray(apEval.evaluatorId, people)));
  for (const row of declared) if (!found.has(row.userId)) found.set(row.userId, 'declared');
  return found;
}
