import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { HAND_IN_FILES_MAX, REVIEWED_LESSON_TYPES } from '@seedbed/contracts/courses';
import { handInSchema } from '@seedbed/contracts/courses-input';
import type { Answers } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { plainText, richTextSanitiser } from '../../core/rich-text.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { recordAnswers } from '../forms/answers.ts';
import { registerAnswerReaders } from '../forms/files.ts';
import { isFounderOf } from '../startups/access.ts';
import { mayManageCourse } from './access.ts';
import { learnableLesson, publishedLessonForm, type ViewerLesson } from './lessons.ts';
import { learningClock, touchEnrolment } from './progress.ts';
import { rememberAnswers, submissionAnswers } from './quiz.ts';
import { coSubmissions, SUBMISSION_REFERENCE, type SubmissionRow } from './repo.ts';

/**
 * Work handed in for review (spec 3 §3 ASSIGNMENT, SUBMISSION): an assignment's text and files, or
 * a submission form's answers. A lesson handed in PER PERSON keeps one hand-in per learner; PER
 * STARTUP one for the learner's startup (their enrolment's), which any of its founders hands in
 * again. Handing in again replaces the work and waits for review anew (after changes were
 * requested, or before any review); an approved hand-in is final.
 */

/** What the rich text editor of an assignment produces. */
export const sanitizeHandIn = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h2', 'h3', 'h4'] });

const a = schema.attachments;

/** Whose hand-in a lesson takes from the viewer: theirs, or their startup's; null when it is their startup's and they have none. */
function handInOwner(lesson: ViewerLesson): { startupId: string | null } | null {
  if (lesson.unit.handIn !== 'STARTUP') return { startupId: null };
  return lesson.enrolment?.startupId ? { startupId: lesson.enrolment.startupId } : null;
}

const handInKey = (unitId: string, startupId: string | null) => `${unitId}:${startupId ?? ''}`;

function handInLoaders(ctx: Context) {
  return memo(ctx, 'courseHandInLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    return {
      /** The viewer's hand-in of a lesson (`unit:`), or their startup's (`unit:startup`). */
      own: new DataLoader<string, SubmissionRow | null>(async (keys) => {
        const pairs = keys.map((key) => key.split(':') as [string, string]);
        const person = pairs.filter(([, startupId]) => !startupId).map(([unitId]) => unitId);
        const startups = pairs.filter(([, startupId]) => startupId);
        const conditions: SQL[] = [];
        if (person.length) conditions.push(and(inArray(coSubmissions.unitId, person), eq(coSubmissions.userId, requireViewer(ctx).user.id), isNull(coSubmissions.startupId))!);
        if (startups.length) {
          conditions.push(
            and(inArray(coSubmissions.unitId, [...new Set(startups.map(([unitId]) => unitId))]), inArray(coSubmissions.startupId, [...new Set(startups.map(([, s]) => s))]))!,
          );
        }
        const rows = await (await db())
          .select()
          .from(coSubmissions)
          .where(and(eq(coSubmissions.incubatorId, tenant), or(...conditions)));
        return keys.map((key) => rows.find((row) => handInKey(row.unitId, row.startupId) === key) ?? null);
      }),
      byId: new DataLoader<string, SubmissionRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(coSubmissions)
          .where(and(eq(coSubmissions.incubatorId, tenant), inArray(coSubmissions.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      /** A hand-in's files, in the order they were uploaded. */
      files: new DataLoader<string, AttachmentRow[]>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, SUBMISSION_REFERENCE), inArray(a.referenceId, [...ids])))
          .orderBy(asc(a.createdAt), asc(a.id));
        return ids.map((id) => rows.filter((row) => row.referenceId === id));
      }),
    };
  });
}

/** The hand-in of a lesson the viewer reads as theirs: their own, or their startup's. */
export async function viewerHandIn(ctx: Context, lesson: ViewerLesson): Promise<SubmissionRow | null> {
  if (!REVIEWED_LESSON_TYPES.includes(lesson.unit.type as never) || !lesson.enrolment) return null;
  const owner = handInOwner(lesson);
  return owner ? handInLoaders(ctx).own.load(handInKey(lesson.unit.id, owner.startupId)) : null;
}

export const handInById = (ctx: Context, id: string): Promise<SubmissionRow | null> => (isId(id) ? handInLoaders(ctx).byId.load(id) : Promise.resolve(null));

export const handInFiles = (ctx: Context, submissionId: string): Promise<AttachmentRow[]> => handInLoaders(ctx).files.load(submissionId);

/** Who reads a hand-in: its author, the founders of the startup it was handed in for, and the course's managers. */
export async function maySeeHandIn(ctx: Context, submission: SubmissionRow): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (submission.userId === viewer.user.id) return true;
  if (submission.startupId && (await isFounderOf(ctx, submission.startupId))) return true;
  return mayManageCourse(ctx, { id: submission.courseId });
}

// A SUBMISSION lesson's answers (and the files in them) are read as its hand-in is.
registerAnswerReaders('courseUnit', async (ctx, answers) => {
  const [handIn] = await (await ctx.tx.db())
    .select()
    .from(coSubmissions)
    .where(and(eq(coSubmissions.incubatorId, ctx.incubator.id), eq(coSubmissions.formSubmissionId, answers.id)));
  return handIn ? maySeeHandIn(ctx, handIn) : false;
});

/** The files of a hand-in go with it: read by whoever reads it, changed by its author until it is approved. */
export const submissionFileAccess: AttachmentReferenceAccess = {
  feature: { flag: 'course', messageKey: 'access.plan.courseRequired' },
  maxFiles: HAND_IN_FILES_MAX,
  async canView(ctx, id) {
    const submission = await handInById(ctx, id);
    return submission ? maySeeHandIn(ctx, submission) : false;
  },
  async canEdit(ctx, id) {
    const submission = await handInById(ctx, id);
    return Boolean(submission && submission.status !== 'APPROVED' && submission.userId === ctx.viewer?.user.id);
  },
};

/**
 * The hand-in the viewer's work replaces, under lock: two founders handing in at once take turns,
 * the first one included (a lock on the lesson and owner, since there is no row to lock yet).
 */
async function currentHandIn(ctx: Context, db: Db, unitId: string, startupId: string | null): Promise<SubmissionRow | null> {
  const owner = startupId ?? requireViewer(ctx).user.id;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`hand-in:${ctx.incubator.id}:${unitId}:${owner}`}, 0))`);
  const [row] = await db
    .select()
    .from(coSubmissions)
    .where(
      and(
        eq(coSubmissions.incubatorId, ctx.incubator.id),
        eq(coSubmissions.unitId, unitId),
        startupId ? eq(coSubmissions.startupId, startupId) : and(eq(coSubmissions.userId, requireViewer(ctx).user.id), isNull(coSubmissions.startupId)),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Files named for an assignment must be the viewer's own uploads attached to nothing else, or already this hand-in's. */
async function checkFiles(ctx: Context, db: Db, ids: readonly string[], submissionId: string | null): Promise<void> {
  if (!ids.length) return;
  const own = and(eq(a.ownerId, requireViewer(ctx).user.id), isNull(a.referenceKind));
  const found = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.incubatorId, ctx.incubator.id),
        inArray(a.id, [...ids]),
        submissionId ? or(own, and(eq(a.referenceKind, SUBMISSION_REFERENCE), eq(a.referenceId, submissionId))) : own,
      ),
    );
  if (found.length !== ids.length) throw validationError([{ field: 'attachmentIds', key: 'courses.learning.fileUnavailable' }]);
}

/** The hand-in's files become exactly `ids`: the new ones attached to it, the ones left out given back to their owners. */
async function attachFiles(ctx: Context, db: Db, submissionId: string, ids: readonly string[]): Promise<void> {
  const tenant = ctx.incubator.id;
  await db
    .update(a)
    .set({ referenceKind: null, referenceId: null, folder: '' })
    .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, SUBMISSION_REFERENCE), eq(a.referenceId, submissionId), ids.length ? notInArray(a.id, [...ids]) : undefined));
  if (ids.length) {
    await db
      .update(a)
      .set({ referenceKind: SUBMISSION_REFERENCE, referenceId: submissionId, folder: '' })
      .where(and(eq(a.incubatorId, tenant), inArray(a.id, [...ids])));
  }
}

/** The work as the lesson takes it. */
type Work = { kind: 'ASSIGNMENT'; body: string; fileIds: string[] } | ({ kind: 'SUBMISSION'; answers: Answers } & NonNullable<Awaited<ReturnType<typeof publishedLessonForm>>>);

/**
 * Hands in work for a released ASSIGNMENT or SUBMISSION (handInCourseUnit). An assignment takes
 * text (sanitised) and/or files; a submission its form's answers, checked by the forms engine.
 * Refused (FORBIDDEN) once approved, and for a startup's hand-in when the learner has no startup.
 */
export const handInCourseUnit = defineChange({
  input: () => handInSchema(),
  async authorize(ctx, input, unitId: string) {
    const lesson = await learnableLesson(ctx, unitId, REVIEWED_LESSON_TYPES);
    const owner = handInOwner(lesson);
    if (!owner || (owner.startupId && !(await isFounderOf(ctx, owner.startupId)))) throw new AppError('FORBIDDEN', 'courses.learning.noStartup');
    const db = await ctx.tx.db();
    const existing = await currentHandIn(ctx, db, lesson.unit.id, owner.startupId);
    if (existing?.status === 'APPROVED') throw new AppError('FORBIDDEN', 'courses.learning.approved');
    let work: Work;
    if (lesson.unit.type === 'ASSIGNMENT') {
      const body = sanitizeHandIn(input.body ?? '');
      const fileIds = input.attachmentIds ?? [];
      if (!plainText(body) && !fileIds.length) throw validationError([{ field: 'body', key: 'courses.learning.handInEmpty' }]);
      await checkFiles(ctx, db, fileIds, existing?.id ?? null);
      work = { kind: 'ASSIGNMENT', body, fileIds };
    } else {
      if (!input.answers) throw validationError([{ field: 'answers', key: 'validation.required' }]);
      const published = await publishedLessonForm(ctx, lesson.unit);
      if (!published) throw new AppError('FORBIDDEN', 'courses.learning.formUnavailable');
      work = { kind: 'SUBMISSION', answers: input.answers as Answers, ...published };
    }
    return { ...lesson, startupId: owner.startupId, existing, work };
  },
  async write(ctx, db, _input, { unit, course, enrolment, startupId, existing, work }) {
    const userId = enrolment.userId;
    const id = existing?.id ?? newId();
    let formSubmissionId = existing?.formSubmissionId ?? null;
    if (work.kind === 'SUBMISSION') {
      const previous = formSubmissionId ? await submissionAnswers(ctx, formSubmissionId) : null;
      const stored = await recordAnswers(
        ctx,
        db,
        {
          form: work.form,
          version: work.version,
          respondentId: userId,
          source: 'signed_in',
          subject: { kind: SUBMISSION_REFERENCE, id },
          // Answers to a form the lesson no longer asks stay as they were; the new form gets its own.
          existing: previous?.formId === work.form.id ? previous : null,
        },
        work.answers,
      );
      rememberAnswers(ctx, stored);
      formSubmissionId = stored.id;
    }
    const values = { userId, body: work.kind === 'ASSIGNMENT' ? work.body : '', formSubmissionId, status: 'SUBMITTED', submittedAt: learningClock.now() };
    const [row] = existing
      ? await db
          .update(coSubmissions)
          .set(values)
          .where(and(eq(coSubmissions.incubatorId, ctx.incubator.id), eq(coSubmissions.id, id)))
          .returning()
      : await db
          .insert(coSubmissions)
          .values({ incubatorId: ctx.incubator.id, id, courseId: unit.courseId, unitId: unit.id, cohortId: enrolment.cohortId, startupId, ...values })
          .returning();
    if (work.kind === 'ASSIGNMENT') await attachFiles(ctx, db, id, work.fileIds);
    await touchEnrolment(ctx, db, enrolment, unit.id);
    handInLoaders(ctx).own.clear(handInKey(unit.id, startupId));
    handInLoaders(ctx).files.clear(id);
    return {
      result: row,
      events: [
        {
          kind: 'courses.handedIn',
          subjectKind: SUBMISSION_REFERENCE,
          subjectId: id,
          data: {
            submissionId: id,
            courseId: unit.courseId,
            courseTitle: course.title,
            cohortId: enrolment.cohortId,
            unitId: unit.id,
            lessonTitle: unit.title,
            userId,
            // The learner's startup, whose timeline hears of it, even for work handed in as a person.
            startupId: enrolment.startupId,
          },
        },
      ],
    };
  },
});
