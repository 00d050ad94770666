import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { releaseAt, withoutAnswerKey, type LessonState, type LessonType } from '@seedbed/contracts/courses';
import { lessonPositionSchema } from '@seedbed/contracts/courses-input';
import type { Question } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { formTitle } from '../forms/service.ts';
import { fm, fv, type FormRow, type FormVersionRow } from '../forms/repo.ts';
import { canSeeCourse, mayManageCourse, requireCourseFlag, viewerEnrolment } from './access.ts';
import { forgetProgress, learningClock, markCompleted, progressOf, savePosition } from './progress.ts';
import type { CohortRow, CourseRow, CourseUnitRow, EnrolmentRow } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * Lessons as a learner meets them (spec 3 §3): released by their cohort's drip schedule, their
 * content read only once released, completed by reading or watching (ARTICLE, VIDEO), by passing
 * (QUIZ, quiz.ts) or by a reviewer's approval (ASSIGNMENT, SUBMISSION, hand-in.ts). The course's
 * managers preview every lesson without enrolling.
 */

export interface LessonStanding {
  state: LessonState;
  /** When the lesson opens to the learner's cohort; null without a cohort. */
  releaseAt: Date | null;
  completedAt: Date | null;
  positionSeconds: number;
}

/**
 * Where a lesson stands for a learner: COMPLETED once their progress says so; AVAILABLE from its
 * release (`releaseDays` after the cohort's start); LOCKED before, and for whoever is not enrolled.
 * The course's managers looking at their own standing see every lesson AVAILABLE (a preview).
 */
export async function lessonState(ctx: Context, unit: CourseUnitRow, enrolment: EnrolmentRow | null, cohort: CohortRow | null): Promise<LessonStanding> {
  const progress = enrolment ? await progressOf(ctx, unit.id, enrolment.userId) : null;
  const opens = cohort ? releaseAt(cohort.startsAt, unit.releaseDays) : null;
  const completedAt = progress?.completedAt ?? null;
  const own = !enrolment || enrolment.userId === ctx.viewer?.user.id;
  let state: LessonState = 'LOCKED';
  if (completedAt) state = 'COMPLETED';
  else if (own && (await mayManageCourse(ctx, { id: unit.courseId }))) state = 'AVAILABLE';
  else if (enrolment && opens && opens <= learningClock.now()) state = 'AVAILABLE';
  return { state, releaseAt: opens, completedAt, positionSeconds: progress?.positionSeconds ?? 0 };
}

/** The viewer and a course: whether they see it, manage it, and their enrolment and cohort. */
export interface Learning {
  course: CourseRow;
  visible: boolean;
  manager: boolean;
  enrolment: EnrolmentRow | null;
  cohort: CohortRow | null;
}

/** Once per request and course, however many lessons of its outline are read. */
export function viewerLearning(ctx: Context, course: CourseRow): Promise<Learning> {
  return memo(ctx, `courseLearning:${course.id}`, async () => {
    const [visible, manager, enrolment] = await Promise.all([canSeeCourse(ctx, course), mayManageCourse(ctx, course), viewerEnrolment(ctx, course.id)]);
    const cohort = enrolment ? await courseLoaders(ctx).cohort.load(enrolment.cohortId) : null;
    return { course, visible, manager, enrolment, cohort };
  });
}

/** A lesson as the viewer finds it: its course, their standing, and whether its content is theirs to read. */
export interface ViewerLesson extends Learning {
  unit: CourseUnitRow;
  standing: LessonStanding;
  /** Released to them, or previewed by a manager: content, video and form are read. */
  open: boolean;
}

export function viewerLesson(ctx: Context, unit: CourseUnitRow): Promise<ViewerLesson> {
  return memo(ctx, `courseLesson:${unit.id}`, async () => {
    const course = await courseLoaders(ctx).course.load(unit.courseId);
    if (!course) throw notFound();
    const learning = await viewerLearning(ctx, course);
    const standing = learning.visible
      ? await lessonState(ctx, unit, learning.enrolment, learning.cohort)
      : { state: 'LOCKED' as const, releaseAt: null, completedAt: null, positionSeconds: 0 };
    const open = learning.visible && (learning.manager || (Boolean(learning.enrolment) && standing.state !== 'LOCKED'));
    return { ...learning, unit, standing, open };
  });
}

/** A lesson of a course the viewer may open; any other (another tenant's, a malformed id) is NOT_FOUND. */
export async function visibleLesson(ctx: Context, unitId: string): Promise<ViewerLesson> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const unit = isId(unitId) ? await courseLoaders(ctx).unit.load(unitId) : null;
  if (!unit) throw notFound();
  const lesson = await viewerLesson(ctx, unit);
  if (!lesson.visible) throw notFound();
  return lesson;
}

export type LearnableLesson = ViewerLesson & { enrolment: EnrolmentRow; cohort: CohortRow };

/**
 * A lesson the viewer may work on as a learner: enrolled in its course, released to their cohort
 * (or previewed as a manager), and of one of `types`. Refusals say why (FORBIDDEN).
 */
export async function learnableLesson(ctx: Context, unitId: string, types: readonly LessonType[]): Promise<LearnableLesson> {
  const lesson = await visibleLesson(ctx, unitId);
  if (!lesson.enrolment || !lesson.cohort) throw new AppError('FORBIDDEN', 'courses.learning.notEnrolled');
  if (!lesson.open) throw new AppError('FORBIDDEN', 'courses.learning.locked');
  if (!types.includes(lesson.unit.type as LessonType)) throw new AppError('FORBIDDEN', 'courses.learning.wrongLessonType');
  return lesson as LearnableLesson;
}

/** Per request: the forms, versions and files lessons name. */
function lessonLoaders(ctx: Context) {
  return memo(ctx, 'courseLessonLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    const byId = <T extends { id: string }>(ids: readonly string[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id) ?? null);
    const a = schema.attachments;
    return {
      form: new DataLoader<string, FormRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(fm)
            .where(and(eq(fm.incubatorId, tenant), inArray(fm.id, [...ids]))),
        ),
      ),
      version: new DataLoader<string, FormVersionRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(fv)
            .where(and(eq(fv.incubatorId, tenant), inArray(fv.id, [...ids]))),
        ),
      ),
      attachment: new DataLoader<string, AttachmentRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(a)
            .where(and(eq(a.incubatorId, tenant), inArray(a.id, [...ids]))),
        ),
      ),
    };
  });
}

export const lessonFile = (ctx: Context, id: string) => lessonLoaders(ctx).attachment.load(id);
export const formVersion = (ctx: Context, id: string) => lessonLoaders(ctx).version.load(id);

/** A QUIZ's or SUBMISSION's form and the version answers are given on (its latest published one); null until it is published. */
export async function publishedLessonForm(ctx: Context, unit: CourseUnitRow): Promise<{ form: FormRow; version: FormVersionRow } | null> {
  if (!unit.formId) return null;
  const form = await lessonLoaders(ctx).form.load(unit.formId);
  const version = form?.versionId ? await formVersion(ctx, form.versionId) : null;
  return form && version ? { form, version } : null;
}

/** The form of a lesson as the viewer receives it. */
export interface LessonFormView {
  id: string;
  title: string;
  questions: Question[];
}

/**
 * A learner gets the published version's questions without the answer key and feedback; the
 * course's managers get them whole (a form not yet published: its draft), to check the key.
 */
export async function lessonFormView(ctx: Context, lesson: ViewerLesson): Promise<LessonFormView | null> {
  if (!lesson.open || !lesson.unit.formId) return null;
  const published = await publishedLessonForm(ctx, lesson.unit);
  if (published) {
    const { form, version } = published;
    return { id: form.id, title: formTitle(version.title, ctx), questions: lesson.manager ? version.questions : withoutAnswerKey(version.questions) };
  }
  if (!lesson.manager) return null;
  const draft = await lessonLoaders(ctx).form.load(lesson.unit.formId);
  return draft ? { id: draft.id, title: formTitle(draft.title, ctx), questions: draft.questions } : null;
}

/** Marks an ARTICLE or VIDEO complete; a QUIZ completes by passing it, work handed in by its approval. */
export const completeCourseUnit = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, unitId: string) => learnableLesson(ctx, unitId, ['ARTICLE', 'VIDEO']),
  async write(ctx, db, _input, { unit, enrolment }) {
    await markCompleted(ctx, db, unit, enrolment.userId);
    forgetProgress(ctx, unit.id, enrolment.userId);
    ctx.memo.delete(`courseLesson:${unit.id}`);
    return { result: unit, events: [] };
  },
});

/**
 * Where the learner stopped in a lesson (a video's position, any lesson opened): where "continue"
 * leads. Saved every few seconds as a video plays, so it records no event.
 */
export const saveLessonPosition = defineChange({
  input: () => lessonPositionSchema(),
  authorize: (ctx, _input, unitId: string) => learnableLesson(ctx, unitId, ['ARTICLE', 'ASSIGNMENT', 'QUIZ', 'SUBMISSION', 'VIDEO']),
  async write(ctx, db, { seconds }, { unit, enrolment }) {
    await savePosition(ctx, db, unit, enrolment, seconds);
    forgetProgress(ctx, unit.id, enrolment.userId);
    return { result: true, events: [] };
  },
});
