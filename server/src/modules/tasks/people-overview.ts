import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { containsPattern, pageSize } from './list-search.ts';
import { assigneeTaskPage, parseDate, type MyTasksOptions, type TaskPage } from './queries.ts';
import { a, t } from './repo.ts';
import { requireStaffLike, visibleTasksCondition, visibleUsersCondition } from './visibility.ts';

const u = schema.users;
const r = schema.roles;
const OPEN_APPROVAL = ['APPROVED', 'PENDING'];

export interface UserTaskSummary {
  user: UserRow;
  pending: number;
  overdue: number;
  nextDueDate: Date | null;
}
export interface UserTaskSummaryPage {
  results: UserTaskSummary[];
  next: string | null;
}

/**
 * /tasks/users: the people the viewer may see, by name, each with their open tasks — how many,
 * how many are overdue (due before `todayStart`, the start of the viewer's day) and the next due
 * date from today on. Counts cover only the tasks the viewer may read, in one grouped query per page.
 */
export async function userTaskSummaries(
  ctx: Context,
  args: { search?: string | null; cursor?: string | null; limit?: number | null; todayStart?: string | null },
): Promise<UserTaskSummaryPage> {
  requireStaffLike(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(args.limit);
  const dayStart = args.todayStart ? parseDate(args.todayStart, 'todayStart') : new Date();
  const at = args.cursor ? decodeCursor(args.cursor, [cursorPart.text, cursorPart.text, cursorPart.id]) : null;
  const pattern = containsPattern(args.search);

  const rows = await db
    .select({ user: u })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(
      and(
        eq(u.incubatorId, ctx.incubator.id),
        await visibleUsersCondition(ctx),
        pattern ? ilike(sql`${u.firstName} || ' ' || ${u.lastName}`, pattern) : undefined,
        at ? sql`(${u.firstName}, ${u.lastName}, ${u.id}) > (${at[0]}, ${at[1]}, ${at[2]})` : undefined,
      ),
    )
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
    .limit(size + 1);
  const people = rows.slice(0, size).map((row) => row.user);
  const last = people[people.length - 1];

  const counts = new Map<string, { pending: number; overdue: number; nextDueDate: Date | null }>();
  if (people.length) {
    const visible = await visibleTasksCondition(ctx);
    const grouped = db
      .select({
        userId: a.userId,
        pending: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${a.dueDate} < ${dayStart}))::int`,
        nextDueDate: sql<string | null>`min(${a.dueDate}) filter (where ${a.dueDate} >= ${dayStart})`,
      })
      .from(a);
    const where = and(
      eq(a.incubatorId, ctx.incubator.id),
      inArray(
        a.userId,
        people.map((p) => p.id),
      ),
      eq(a.done, false),
      inArray(a.approvalStatus, OPEN_APPROVAL),
      visible,
    );
    const answered = visible
      ? await grouped
          .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
          .where(where)
          .groupBy(a.userId)
      : await grouped.where(where).groupBy(a.userId);
    for (const row of answered) counts.set(row.userId, { pending: row.pending, overdue: row.overdue, nextDueDate: row.nextDueDate ? new Date(row.nextDueDate) : null });
  }

  return {
    results: people.map((user) => ({ user, ...(counts.get(user.id) ?? { pending: 0, overdue: 0, nextDueDate: null }) })),
    next: rows.length > size && last ? encodeCursor([last.firstName, last.lastName, last.id]) : null,
  };
}

/**
 * Drill-down of /tasks/users: one person's tasks, paged like myTasksPaginated, limited to those
 * the viewer may read. A person the viewer may not see answers NOT_FOUND, like one who does not exist.
 */
export async function userTasks(ctx: Context, args: { userId: string; queryOptions?: MyTasksOptions | null; cursor?: string | null; limit?: number | null }): Promise<TaskPage> {
  requireStaffLike(ctx);
  if (!isId(args.userId)) throw notFound();
  const db = await ctx.tx.db();
  const [person] = await db
    .select({ id: u.id })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, args.userId), await visibleUsersCondition(ctx)));
  if (!person) throw notFound();
  return assigneeTaskPage(ctx, person.id, args.queryOptions, args.cursor, args.limit, await visibleTasksCondition(ctx));
}
