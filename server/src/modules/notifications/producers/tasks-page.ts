import { and, eq, inArray } from 'drizzle-orm';
import { TASKS_ROLES } from '@seedbed/contracts/menu';
import type { Db } from '../../../core/db/pool.ts';
import { schema } from '../../../core/db/pool.ts';
import type { EventContext } from '../../../core/events.ts';

/** The page that lists a person's tasks (spec 1 §2.3); not every role has it. */
export const TASKS_PAGE = '/tasks';

const CHUNK = 10_000;

/**
 * Of these people, those whose role has the tasks page. The others (applicants) must not be
 * sent there: the web turns them back to Home, a dead end.
 */
export async function peopleWithTasksPage(ctx: EventContext, db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const u = schema.users;
  const r = schema.roles;
  const found = new Set<string>();
  // The daily digest names everyone with a task due; a statement takes at most 65,535 parameters.
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const rows = await db
      .select({ id: u.id })
      .from(u)
      .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
      .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, userIds.slice(start, start + CHUNK)), inArray(r.type, [...TASKS_ROLES])));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Splits people into those sent to the tasks page and those given no link. */
export async function byTasksPage(ctx: EventContext, db: Db, userIds: readonly string[]): Promise<Array<{ recipients: string[]; url: string | null }>> {
  const withPage = await peopleWithTasksPage(ctx, db, userIds);
  const groups = [
    { recipients: userIds.filter((id) => withPage.has(id)), url: TASKS_PAGE },
    { recipients: userIds.filter((id) => !withPage.has(id)), url: null },
  ];
  return groups.filter((group) => group.recipients.length > 0);
}
