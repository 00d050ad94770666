import { and, asc, count, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { progressPercent } from '@seedbed/contracts/courses';
import { courseCohortReportExportFilterSchema } from '@seedbed/contracts/export-filters';
import { localDate } from '@seedbed/contracts/time';
import type { z } from 'zod';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { ExportColumn, ExportTypeDefinition } from '../exports/export-type.ts';
import { inert, safeFileName } from '../exports/rest-table.ts';
import { displayName } from '../users/display-name.ts';
import { manageableCohort } from './dashboard.ts';
import { coAttempts, coEnrolments, coProgress, type CohortRow, type CourseRow, type CourseUnitRow, type EnrolmentRow } from './repo.ts';
import { lessonsInOrder } from './types.ts';

/** Learners read per query while the file is written. */
const PAGE = 500;

export type CourseCohortReportExportFilter = z.output<typeof courseCohortReportExportFilterSchema>;

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

/** The columns: the learner's, one per lesson in reading order (a quiz's best score, another lesson's completion day), then completion. */
function columnsOf(ctx: Context, units: CourseUnitRow[]): ExportColumn[] {
  const column = (name: string) => ({ header: ctx.t(`courses.staff.report.columns.${name}`), description: ctx.t(`exportColumns.courseCohortReport.${name}`) });
  return [
    column('learner'),
    column('email'),
    column('startup'),
    column('progress'),
    column('completedLessons'),
    ...units.map((unit, i) => {
      const quiz = unit.type === 'QUIZ';
      const vars = { position: i + 1, lesson: unit.title };
      return {
        header: ctx.t(quiz ? 'courses.staff.report.quizColumn' : 'courses.staff.report.lessonColumn', vars),
        description: ctx.t(quiz ? 'exportColumns.courseCohortReport.quiz' : 'exportColumns.courseCohortReport.lesson', vars),
      };
    }),
    column('completedAt'),
  ];
}

/**
 * The course cohort report (spec 3 §3 export type) as a file, for the course's managers: a line
 * per learner of the cohort with their progress, each lesson's completion and each quiz's best score.
 */
export const courseCohortReportExportType: ExportTypeDefinition<CourseCohortReportExportFilter> = {
  type: 'courseCohortReport',
  filter: courseCohortReportExportFilterSchema,
  async authorize(ctx, filter) {
    requireViewer(ctx);
    await manageableCohort(ctx, filter.cohortId);
  },
  async table(ctx, filter) {
    requireViewer(ctx);
    const { cohort, course } = await manageableCohort(ctx, filter.cohortId);
    const units = await lessonsInOrder(ctx, course.id);
    const [{ n }] = await (await ctx.tx.db())
      .select({ n: count() })
      .from(coEnrolments)
      .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.cohortId, cohort.id)));
    return {
      name: ctx.t('courses.staff.report.fileName', { course: safeFileName(course.title), cohort: safeFileName(cohort.name) }),
      sheet: ctx.t('courses.staff.report.sheet'),
      columns: columnsOf(ctx, units),
      total: Number(n),
      rows: (async function* () {
        for await (const page of enrolmentPages(ctx, cohort)) yield await pageRows(ctx, course, units, page);
      })(),
    };
  },
};
