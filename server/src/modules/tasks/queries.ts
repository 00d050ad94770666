import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { checkInstant } from '@seedbed/contracts/schemas';
import type { TaskRow } from '../../db/schema/index.ts';
import { authorizeStartupView } from './access.ts';
import { a, t } from './repo.ts';

export interface MyTasksOptions {
  before?: string | null;
  approvalStatus?: string[] | null;
  completionStatus?: string | null;
}
export interface TaskPage {
  results: TaskRow[];
  totalCount: number;
  next: string | null;
  prev: string | null;
}

const MAX_LIMIT = 100;
const DEFAULT_APPROVAL = ['APPROVED', 'PENDING'];

/** A page boundary: which way to read from it, and the (due date, id) of the row it names. */
interface Cursor {
  dir: 'after' | 'before';
  due: Date;
  id: string;
}

const encode = (c: Cursor) => encodeCursor([c.dir, c.due.toISOString(), c.id]);

function decode(raw: string): Cursor {
  const [dir, due, id] = decodeCursor(raw, [cursorPart.oneOf('after', 'before'), cursorPart.instant, cursorPart.id]);
  return { dir, due: new Date(due), id };
}

export function parseDate(value: string, field: string): Date {
  const checked = checkInstant(value);
  if ('error' in checked) throw validationError([{ field, ...checked.error }]);
  return checked.date;
}

/**
 * The viewer's tasks, earliest due first, keyset-paginated on (due date, id) so that a page is one
 * index range whatever its depth. `completionStatus` reads the viewer's own flag: PENDING or COMPLETED.
 */
export async function myTasksPaginated(
  ctx: Context,
  options: MyTasksOptions | null | undefined,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<TaskPage> {
  const viewer = requireViewer(ctx);
  return assigneeTaskPage(ctx, viewer.user.id, options, cursor, limit);
}

/**
 * One person's tasks as myTasksPaginated pages them. `visible` narrows them to the tasks the
 * viewer may read when the person is someone else (a condition on `tasks`).
 */
export async function assigneeTaskPage(
  ctx: Context,
  userId: string,
  options: MyTasksOptions | null | undefined,
  cursor: string | null | undefined,
  limit: number | null | undefined,
  visible?: SQL,
): Promise<TaskPage> {
  const db = await ctx.tx.db();
  const size = Math.min(Math.max(limit ?? 15, 1), MAX_LIMIT);
  const filters: SQL[] = [eq(a.incubatorId, ctx.incubator.id), eq(a.userId, userId)];
  if (visible) filters.push(visible);
  if (options?.before) filters.push(lt(a.dueDate, parseDate(options.before, 'queryOptions.before')));
  filters.push(inArray(a.approvalStatus, options?.approvalStatus?.length ? options.approvalStatus : DEFAULT_APPROVAL));
  const completion = options?.completionStatus?.toUpperCase();
  if (completion === 'PENDING') filters.push(eq(a.done, false));
  else if (completion === 'COMPLETED' || completion === 'DONE') filters.push(eq(a.done, true));

  const counted = db.select({ total: count() }).from(a);
  // The task itself is read only when the viewer's visibility depends on it.
  const [{ total }] = await (visible ? counted.innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId))) : counted).where(and(...filters));
  const at = cursor ? decode(cursor) : null;
  // A row comparison, not an OR of columns: PostgreSQL then starts the index scan at the cursor.
  const keyset = at
    ? at.dir === 'after'
      ? sql`(${a.dueDate}, ${a.taskId}) > (${at.due.toISOString()}::timestamptz, ${at.id}::uuid)`
      : sql`(${a.dueDate}, ${a.taskId}) < (${at.due.toISOString()}::timestamptz, ${at.id}::uuid)`
    : undefined;
  const backwards = at?.dir === 'before';
  // One more row than asked tells whether another page follows in that direction.
  const rows = await db
    .select({ task: t })
    .from(a)
    .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
    .where(and(...filters, keyset))
    .orderBy(...(backwards ? [desc(a.dueDate), desc(a.taskId)] : [asc(a.dueDate), asc(a.taskId)]))
    .limit(size + 1);
  const more = rows.length > size;
  const page = rows.slice(0, size).map((r) => r.task);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = backwards ? page.length > 0 : more;
  const hasPrev = backwards ? more : Boolean(at) && page.length > 0;
  return {
    results: page,
    totalCount: Number(total),
    next: hasNext && last ? encode({ dir: 'after', due: last.dueDate, id: last.id }) : null,
    prev: hasPrev && first ? encode({ dir: 'before', due: first.dueDate, id: first.id }) : null,
  };
}

/**
 * A startup's tasks by when they are due: overdue (not done, due before todayStart), today
 * (between todayStart and todayEnd) and future (after todayEnd). The bounds come from the client,
 * which knows the viewer's day.
 */
export async function startupTasks(ctx: Context, startupId: string, todayStart: string, todayEnd: string) {
  const start = parseDate(todayStart, 'todayStart');
  const end = parseDate(todayEnd, 'todayEnd');
  if (!isId(startupId)) throw validationError([{ field: 'startupId', key: 'validation.invalid' }]);
  await authorizeStartupView(ctx, startupId);
  const db = await ctx.tx.db();
  const base = and(eq(t.incubatorId, ctx.incubator.id), eq(t.startupId, startupId));
  const order = [asc(t.dueDate), asc(t.id)];
  // One connection per transaction: the three ranges are read one after the other.
  const today = await db
    .select()
    .from(t)
    .where(and(base, gte(t.dueDate, start), lte(t.dueDate, end)))
    .orderBy(...order);
  const future = await db
    .select()
    .from(t)
    .where(and(base, gt(t.dueDate, end)))
    .orderBy(...order);
  const pastOrOpen = await db
    .select()
    .from(t)
    .where(and(base, lt(t.dueDate, start)))
    .orderBy(...order);
  // Overdue means still open: a task is open while any of its assignees has not done it.
  const open = pastOrOpen.length
    ? new Set(
        (
          await db
            .selectDistinct({ id: a.taskId })
            .from(a)
            .where(
              and(
                eq(a.incubatorId, ctx.incubator.id),
                inArray(
                  a.taskId,
                  pastOrOpen.map((r) => r.id),
                ),
                eq(a.done, false),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<string>();
  return { overdue: pastOrOpen.filter((r) => open.has(r.id)), today, future };
}
