import { and, asc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { containsPattern, pageSize } from './list-search.ts';
import { parseDate } from './queries.ts';
import { a, t } from './repo.ts';
import { requireStaffLike, visibleStartupIds } from './visibility.ts';

const st = schema.startups;

export interface StartupTaskSummary {
  startup: { id: string; name: string };
  overdue: number;
  today: number;
  future: number;
}
export interface StartupTaskSummaryPage {
  results: StartupTaskSummary[];
  next: string | null;
}

/**
 * /tasks/startups: the startups the viewer may see, by name, with the sizes of startupTasks'
 * three groups for the same day bounds — overdue (still open, due before todayStart), today and
 * future — so that a count always matches the list its drill-down shows. One grouped query per page.
 */
export async function startupTaskSummaries(
  ctx: Context,
  args: { search?: string | null; cursor?: string | null; limit?: number | null; todayStart: string; todayEnd: string },
): Promise<StartupTaskSummaryPage> {
  requireStaffLike(ctx);
  const start = parseDate(args.todayStart, 'todayStart');
  const end = parseDate(args.todayEnd, 'todayEnd');
  const size = pageSize(args.limit);
  const at = args.cursor ? decodeCursor(args.cursor, [cursorPart.text, cursorPart.id]) : null;
  const pattern = containsPattern(args.search);
  const visible = await visibleStartupIds(ctx);
  if (visible?.length === 0) return { results: [], next: null };

  const db = await ctx.tx.db();
  const rows = await db
    .select({ id: st.id, name: st.name })
    .from(st)
    .where(
      and(
        eq(st.incubatorId, ctx.incubator.id),
        visible ? inArray(st.id, visible) : undefined,
        pattern ? ilike(st.name, pattern) : undefined,
        at ? sql`(${st.name}, ${st.id}) > (${at[0]}, ${at[1]})` : undefined,
      ),
    )
    .orderBy(asc(st.name), asc(st.id))
    .limit(size + 1);
  const startups = rows.slice(0, size);
  const last = startups[startups.length - 1];

  const counts = new Map<string, { overdue: number; today: number; future: number }>();
  if (startups.length) {
    const open = exists(
      db
        .select({ one: sql`1` })
        .from(a)
        .where(and(eq(a.incubatorId, t.incubatorId), eq(a.taskId, t.id), eq(a.done, false))),
    );
    const grouped = await db
      .select({
        startupId: t.startupId,
        overdue: sql<number>`(count(*) filter (where ${t.dueDate} < ${start} and ${open}))::int`,
        today: sql<number>`(count(*) filter (where ${t.dueDate} >= ${start} and ${t.dueDate} <= ${end}))::int`,
        future: sql<number>`(count(*) filter (where ${t.dueDate} > ${end}))::int`,
      })
      .from(t)
      .where(
        and(
          eq(t.incubatorId, ctx.incubator.id),
          inArray(
            t.startupId,
            startups.map((s) => s.id),
          ),
        ),
      )
      .groupBy(t.startupId);
    for (const row of grouped) if (row.startupId) counts.set(row.startupId, { overdue: row.overdue, today: row.today, future: row.future });
  }

  return {
    results: startups.map((startup) => ({ startup, ...(counts.get(startup.id) ?? { overdue: 0, today: 0, future: 0 }) })),
    next: rows.length > size && last ? encodeCursor([last.name, last.id]) : null,
  };
}
