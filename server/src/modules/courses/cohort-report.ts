import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { progressPercent } from '@seedbed/contracts/courses';
import { localDate } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { sendTable, tableFormat, type TableCell } from '../../core/table-file.ts';
import { displayName } from '../users/display-name.ts';
import { manageableCohort } from './dashboard.ts';
import { coAttempts, coEnrolments, coProgress, type CohortRow, type CourseRow, type CourseUnitRow, type EnrolmentRow } from './repo.ts';
import { lessonsInOrder } from './types.ts';

/** Learners read per query while the file is written. */
const PAGE = 500;

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: a name never runs anything. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The learners of the cohort, page after page along course_enrolments_cohort_idx. */
async function* enrolmentPages(ctx: Context, cohort: CohortRow): AsyncGenerator<EnrolmentRow[]> {
  const db = await ctx.tx.db();
  let after: string | null = null;
  for (;;) {
    const rows: EnrolmentRow[] = await db
      .select()
      .from(coEnrolments)
      .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.cohortId, cohort.id), after ? gt(coEnrolments.id, after) : undefined))
      .orderBy(asc(coEnrolments.id))
      .limit(PAGE);
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * One page as rows: the page's people, startups, completed lessons and best quiz scores read for
 * the whole page at once (course_progress_learner_idx, course_quiz_attempts_number_idx).
 */
async function pageRows(ctx: Context, course: CourseRow, units: CourseUnitRow[], page: EnrolmentRow[]): Promise<TableCell[][]> {
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const userIds = page.map((e) => e.userId);
  const startupIds = [...new Set(page.map((e) => e.startupId).filter((id): id is string => Boolean(id)))];
  const quizIds = units.filter((u) => u.type === 'QUIZ').map((u) => u.id);
  const [people, startups, completions, scores] = await Promise.all([
    db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.incubatorId, tenant), inArray(schema.users.id, userIds))),
    startupIds.length
      ? db
          .select({ id: schema.startups.id, name: schema.startups.name })
          .from(schema.startups)
          .where(and(eq(schema.startups.incubatorId, tenant), inArray(schema.startups.id, startupIds)))
      : [],
    db
      .select({ unitId: coProgress.unitId, userId: coProgress.userId, completedAt: coProgress.completedAt })
      .from(coProgress)
      .where(and(eq(coProgress.incubatorId, tenant), eq(coProgress.courseId, course.id), inArray(coProgress.userId, userIds), isNotNull(coProgress.completedAt))),
    quizIds.length
      ? db
          .select({ unitId: coAttempts.unitId, userId: coAttempts.userId, best: max(coAttempts.score) })
          .from(coAttempts)
          .where(and(eq(coAttempts.incubatorId, tenant), inArray(coAttempts.unitId, quizIds), inArray(coAttempts.userId, userIds)))
          .groupBy(coAttempts.unitId, coAttempts.userId)
      : [],
  ]);
  const zone = ctx.incubator.timezone;
  const day = (date: Date | null | undefined) => (date ? localDate(date, zone) : '');
  const users = new Map(people.map((u) => [u.id, u]));
  const startupNames = new Map(startups.map((s) => [s.id, s.name]));
  const done = new Map(completions.map((c) => [`${c.unitId}:${c.userId}`, c.completedAt]));
  const best = new Map(scores.map((s) => [`${s.unitId}:${s.userId}`, s.best]));
  return page.map((enrolment) => {
    const user = users.get(enrolment.userId);
    const lessons = units.map((unit): TableCell => {
      const key = `${unit.id}:${enrolment.userId}`;
      if (unit.type === 'QUIZ') return best.get(key) ?? null;
      return day(done.get(key));
    });
    return [
      user ? inert(displayName(user, ctx)) : '',
      inert(user?.email ?? ''),
      inert(enrolment.startupId ? (startupNames.get(enrolment.startupId) ?? '') : ''),
      progressPercent(enrolment.completedUnits, course.unitCount),
      enrolment.completedUnits,
      ...lessons,
      day(enrolment.completedAt),
    ];
  });
}

/** The header: the learner's columns, one per lesson in reading order (a quiz's best score, another lesson's completion day), then completion. */
function header(ctx: Context, units: CourseUnitRow[]): string[] {
  const column = (name: string) => ctx.t(`courses.staff.report.columns.${name}`);
  return [
    column('learner'),
    column('email'),
    column('startup'),
    column('progress'),
    column('completedLessons'),
    ...units.map((unit, i) => ctx.t(unit.type === 'QUIZ' ? 'courses.staff.report.quizColumn' : 'courses.staff.report.lessonColumn', { position: i + 1, lesson: unit.title })),
    column('completedAt'),
  ];
}

/** A file name without the characters file systems refuse. */
const safeName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * GET /api/courses/cohorts/:id/report?format=csv|xlsx: the course cohort report (spec 3 §3 export
 * type) for the course's managers, streamed a page of learners at a time. Refusals (sign-in, the
 * flag, a cohort out of sight or not theirs to manage, a bad format) answer before the first
 * byte, as JSON with their translated message.
 */
export function cohortReportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/courses/cohorts/:id/report', async (request, reply) => {
    const { id } = request.params as { id: string };
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      if (!isId(id)) throw notFound();
      const { cohort, course } = await manageableCohort(ctx, id);
      const units = await lessonsInOrder(ctx, course.id);
      async function* rows() {
        for await (const page of enrolmentPages(ctx, cohort)) yield await pageRows(ctx, course, units, page);
      }
      await sendTable(
        services,
        reply,
        request.id,
        {
          format,
          name: ctx.t('courses.staff.report.fileName', { course: safeName(course.title), cohort: safeName(cohort.name) }),
          sheet: ctx.t('courses.staff.report.sheet'),
          rightToLeft: ctx.language === 'ar',
          header: header(ctx, units),
          rows: rows(),
        },
        'course cohort report',
      );
    });
    return reply;
  });
}
