import { and, desc, eq, ilike, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { COURSE_STATUSES, COURSES_PAGE_SIZE, type CourseScope } from '@seedbed/contracts/courses';
import { courseListArgsSchema, type CourseFilterInput } from '@seedbed/contracts/courses-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { parseInput } from '../../core/validation.ts';
import { viewerAudience } from '../events/visibility.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { containsPattern } from '../tasks/list-search.ts';
import { requireCourseFlag } from './access.ts';
import { co, coAdmins, coEnrolments, type CourseRow } from './repo.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

export interface CoursePage {
  results: CourseRow[];
  next: string | null;
}

const MAX_LIMIT = 50;

type Filter = NonNullable<ReturnType<ReturnType<typeof courseListArgsSchema>['parse']>['filter']>;

/** A row of a page, with its sort key as PostgreSQL wrote it (microseconds kept; '' for no time). */
interface Keyed {
  course: CourseRow;
  at: string;
  id: string;
}

/** Newest first, as PostgreSQL orders (at desc nulls last, id desc): fixed-width UTC texts and lower-case uuids compare as text. */
const newestFirst = (a: Keyed, b: Keyed) => {
  if (a.at !== b.at) {
    if (!a.at) return 1;
    if (!b.at) return -1;
    return a.at < b.at ? 1 : -1;
  }
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** The parts of a list, each read in index order up to one row past the page, merged; a row in two parts counts once. */
function pageOf(rows: Keyed[], size: number): CoursePage {
  const found = new Map<string, Keyed>();
  for (const row of rows) if (!found.has(row.id)) found.set(row.id, row);
  const merged = [...found.values()].sort(newestFirst);
  const page = merged.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.course), next: merged.length > size && last ? encodeCursor([last.at, last.id]) : null };
}

/** What every scope narrows by: the title's words and the status. */
function filterConditions(filter: Filter | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  const pattern = containsPattern(filter?.search);
  if (pattern) conditions.push(ilike(co.title, pattern));
  if (filter?.status) conditions.push(eq(co.status, filter.status));
  return conditions;
}

/**
 * The course lists (spec 3 §2), each only what the viewer may open, keyset-paginated:
 *
 * - CATALOGUE: published, unarchived courses open to the viewer — public, offered to one of their
 *   programmes, or one they are enrolled in — newest first over courses_status_idx.
 * - MINE: the courses they are enrolled in (still published and unarchived), the latest worked on
 *   first and those never opened last, over course_enrolments_user_idx.
 * - MANAGED: for COURSES:MANAGE holders every course, for others those they administer
 *   (course_admins_user_idx), newest first; `archived` lists the archived ones instead.
 */
export async function courseList(
  ctx: Context,
  scope: CourseScope,
  rawFilter: CourseFilterInput | null | undefined,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<CoursePage> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const { filter } = parseInput(courseListArgsSchema(), { filter: rawFilter ?? null });
  const size = Math.min(Math.max(limit ?? COURSES_PAGE_SIZE, 1), MAX_LIMIT);
  if (scope === 'MINE') return myCourses(ctx, filter, cursor, size);
  const at = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]) : null;
  const tenant = ctx.incubator.id;
  const me = requireViewer(ctx).user.id;
  const common: SQL[] = [eq(co.incubatorId, tenant), ...filterConditions(filter)];
  if (at) common.push(sql`(${co.createdAt}, ${co.id}) < (${at[0]}::timestamptz, ${at[1]}::uuid)`);

  let parts: SQL[];
  if (scope === 'CATALOGUE') {
    const { programIds } = await viewerAudience(ctx);
    const enrolled = sql`${co.id} IN (SELECT ${coEnrolments.courseId} FROM ${coEnrolments} WHERE ${coEnrolments.incubatorId} = ${tenant} AND ${coEnrolments.userId} = ${me})`;
    const offered = programIds.length ? sql`${co.programIds} && ${uuidArray(programIds)}` : sql`false`;
    parts = [sql`${co.status} = 'PUBLISHED' AND NOT ${co.isArchived} AND (${co.isPublic} OR ${offered} OR ${enrolled})`];
  } else {
    const archived = filter?.archived === true ? sql`${co.isArchived}` : sql`NOT ${co.isArchived}`;
    if (await isAuthorized(ctx, 'COURSES:MANAGE')) {
      // One part per status, so that each reads its own range of the partial index in order.
      const statuses = filter?.status ? [filter.status] : COURSE_STATUSES;
      parts = filter?.archived === true ? [archived] : statuses.map((status) => and(eq(co.status, status), archived)!);
    } else {
      const administered = sql`${co.id} IN (SELECT ${coAdmins.courseId} FROM ${coAdmins} WHERE ${coAdmins.incubatorId} = ${tenant} AND ${coAdmins.userId} = ${me})`;
      parts = [and(administered, archived)!];
    }
  }

  const db = await ctx.tx.db();
  const read = (part: SQL) =>
    db
      .select({ course: co, at: exactTime(co.createdAt).as('at') })
      .from(co)
      .where(and(...common, part))
      .orderBy(desc(co.createdAt), desc(co.id))
      .limit(size + 1);
  const [first, ...others] = parts.map(read);
  const rows = await others.reduce((union, next) => union.unionAll(next), first as ReturnType<typeof read> | ReturnType<ReturnType<typeof read>['unionAll']>);
  return pageOf(
    rows.map((r) => ({ course: r.course, at: r.at, id: r.course.id })),
    size,
  );
}

/** A MINE cursor's time: the enrolment's last activity, or '' for one never opened. */
const activityTime = (value: unknown): value is string => value === '' || cursorPart.exactTime(value);

/**
 * The viewer's courses by their enrolments: those worked on (latest first), then those never
 * opened (newest enrolment first). Each part is one range of course_enrolments_user_idx read in
 * order (a backward scan gives the times descending), joined to its courses.
 */
async function myCourses(ctx: Context, filter: Filter | null | undefined, cursor: string | null | undefined, size: number): Promise<CoursePage> {
  const at = cursor ? decodeCursor(cursor, [activityTime, cursorPart.id]) : null;
  const tenant = ctx.incubator.id;
  const me = requireViewer(ctx).user.id;
  const e = coEnrolments;
  const common: SQL[] = [eq(e.incubatorId, tenant), eq(e.userId, me), eq(co.status, 'PUBLISHED'), sql`NOT ${co.isArchived}`, ...filterConditions(filter)];
  const db = await ctx.tx.db();
  const read = (part: SQL, order: SQL[]) =>
    db
      .select({ course: co, at: exactTime(e.lastActivityAt).as('at'), enrolmentId: e.id })
      .from(e)
      .innerJoin(co, and(eq(co.incubatorId, e.incubatorId), eq(co.id, e.courseId)))
      .where(and(...common, part))
      .orderBy(...order)
      .limit(size + 1);
  const worked = (time: string | null) =>
    read(and(isNotNull(e.lastActivityAt), time ? sql`(${e.lastActivityAt}, ${e.id}) < (${time}::timestamptz, ${at![1]}::uuid)` : undefined)!, [desc(e.lastActivityAt), desc(e.id)]);
  // Ordered by the time too, though all are null, so that the plan reads the same index backwards rather than sorting.
  const unopened = (afterId: string | null) => read(and(isNull(e.lastActivityAt), afterId ? lt(e.id, afterId) : undefined)!, [desc(e.lastActivityAt), desc(e.id)]);
  // Past a cursor among the unopened ones, only unopened ones are left.
  const rows = !at ? await worked(null).unionAll(unopened(null)) : at[0] ? await worked(at[0]).unionAll(unopened(null)) : await unopened(at[1]);
  return pageOf(
    rows.map((r) => ({ course: r.course, at: r.at ?? '', id: r.enrolmentId })),
    size,
  );
}
