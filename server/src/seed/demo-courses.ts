import { and, eq } from 'drizzle-orm';
import { gradeQuiz } from '@seedbed/contracts/courses';
import type { Answers, Question } from '@seedbed/contracts/forms';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { askForReview } from '../modules/courses/review-tasks.ts';
import { bootcamp, fundraising, html, pitching, type PlannedCourse, type PlannedLesson } from './demo-course-plans.ts';

/**
 * The demo's courses (spec 3 §3): the "Founder Bootcamp" with a lesson of every type over three
 * chapters, taken by a cohort of the demo startups' founders who are at different places in it
 * (several midway with quiz attempts, one not started), drip release keeping the last lesson closed
 * for a few more days, assignments approved and hand-ins awaiting review; a public self-paced course
 * anyone may enrol in, which one learner finished; a draft a coach is still writing.
 * Written as rows, with what the services keep: lesson and learner counts, completed lessons.
 */

const DAY = 86_400_000;

export async function seedDemoCourses(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const waiting = await seed(db, incubator.id, users);
    // Each hand-in waiting for review gives the course's admins their task, as a real one does.
    for (const submission of waiting) await askForReview(ctx, db, submission);
  });
}

type Waiting = { courseId: string; submissionId: string; lessonTitle: string };

async function seed(db: Db, tenant: string, users: Map<string, string>): Promise<Waiting[]> {
  const waiting: Waiting[] = [];
  const person = (email: string) => users.get(email)!;
  const staff = person('staff@demo.test');
  const coach = person('coach@demo.test');
  const now = Date.now();

  const formOf = async (kind: 'quiz' | 'submission') => {
    const [row] = await db
      .select({ id: schema.forms.id, versionId: schema.forms.versionId })
      .from(schema.forms)
      .where(and(eq(schema.forms.incubatorId, tenant), eq(schema.forms.kind, kind), eq(schema.forms.archived, false)))
      .limit(1);
    if (!row?.versionId) return null;
    const [version] = await db
      .select({ questions: schema.formVersions.questions })
      .from(schema.formVersions)
      .where(and(eq(schema.formVersions.incubatorId, tenant), eq(schema.formVersions.id, row.versionId)));
    return { id: row.id, versionId: row.versionId, questions: version.questions };
  };
  const forms = { quiz: await formOf('quiz'), submission: await formOf('submission') };

  const programRows = await db.select({ id: schema.programs.id }).from(schema.programs).where(eq(schema.programs.incubatorId, tenant));
  const m = schema.startupMembers;
  const founderRows = await db
    .select({ userId: m.userId, startupId: m.startupId })
    .from(m)
    .where(and(eq(m.incubatorId, tenant), eq(m.kind, 'founder')));
  // One learner per founder, each learning for their first startup.
  const learners = [...new Map(founderRows.map((r) => [r.userId, r.startupId])).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([userId, startupId]) => ({ userId, startupId }));

  const created = async (planned: PlannedCourse, programIds: string[]) => {
    const courseId = newId();
    const lessons: Array<{ id: string } & PlannedLesson> = [];
    const unitCount = planned.chapters.reduce((n, c) => n + c.lessons.length, 0);
    await db.insert(schema.courses).values({
      incubatorId: tenant,
      id: courseId,
      title: planned.title,
      description: planned.description,
      status: planned.status,
      isPublic: planned.isPublic ?? false,
      selfEnrolment: planned.selfEnrolment ?? false,
      programIds,
      createdBy: planned.createdBy,
      unitCount,
      publishedAt: planned.status === 'PUBLISHED' ? new Date(now - 30 * DAY) : null,
      createdAt: new Date(now - 40 * DAY),
    });
    await db.insert(schema.courseAdmins).values(planned.admins.map((userId) => ({ incubatorId: tenant, courseId, userId })));
    for (const [chapterAt, chapter] of planned.chapters.entries()) {
      const outlineUnitId = newId();
      await db.insert(schema.courseOutlineUnits).values({ incubatorId: tenant, id: outlineUnitId, courseId, title: chapter.title, position: chapterAt });
      for (const [lessonAt, lesson] of chapter.lessons.entries()) {
        const id = newId();
        lessons.push({ id, ...lesson });
        await db.insert(schema.courseUnits).values({
          incubatorId: tenant,
          id,
          courseId,
          outlineUnitId,
          type: lesson.type,
          title: lesson.title,
          position: lessonAt,
          content: lesson.content ?? '',
          videoUrl: lesson.videoUrl ?? null,
          formId: lesson.form ? (forms[lesson.form]?.id ?? null) : null,
          passMark: 70,
          attemptsAllowed: lesson.type === 'QUIZ' ? 3 : null,
          handIn: lesson.handIn ?? 'PERSON',
          releaseDays: lesson.releaseDays ?? 0,
          minutes: lesson.minutes,
        });
      }
    }
    return { courseId, lessons };
  };

  // The bootcamp: offered to every programme; its cohort started 24 days ago, so the last lesson
  // (day 35) opens in eleven days.
  const camp = await created(
    bootcamp(staff, coach),
    programRows.map((p) => p.id),
  );
  const cohortId = newId();
  const cohortStart = new Date(now - 24 * DAY);
  const cohortLearners = learners.slice(0, 8);
  // How far each learner got, in lessons: the first two up to the deck (the first one's startup
  // handed it in, awaiting review), others midway, the one on the assignment waiting for its review,
  // the last not started.
  const reached = [6, 6, 5, 5, 4, 3, 2, 0];
  const finished = cohortLearners.filter((_, i) => reached[i] === camp.lessons.length).length;
  await db.insert(schema.courseCohorts).values({
    incubatorId: tenant,
    id: cohortId,
    courseId: camp.courseId,
    name: 'Bootcamp — autumn cohort',
    startsAt: cohortStart,
    endsAt: new Date(cohortStart.getTime() + 42 * DAY),
    learnerCount: cohortLearners.length,
    completedCount: finished,
  });

  const quizLesson = camp.lessons.find((l) => l.type === 'QUIZ')!;
  const assignment = camp.lessons.find((l) => l.type === 'ASSIGNMENT')!;
  const deck = camp.lessons.find((l) => l.type === 'SUBMISSION')!;
  const quizKey = forms.quiz?.questions ?? [];
  const passing: Answers = { cac: 'a', payback: 'twelve', metrics: ['mrr', 'arr'], notes: 'Payback, because our sales cycle is long.' };
  const failing: Answers = { cac: 'a', payback: 'six', metrics: ['mrr', 'nps'], notes: 'MRR.' };

  for (const [i, learner] of cohortLearners.entries()) {
    const done = camp.lessons.slice(0, reached[i]);
    const lastActivity = new Date(now - (i + 1) * DAY);
    await db.insert(schema.courseEnrolments).values({
      incubatorId: tenant,
      id: newId(),
      courseId: camp.courseId,
      cohortId,
      userId: learner.userId,
      startupId: learner.startupId,
      completedUnits: done.length,
      lastUnitId: done.length ? (camp.lessons[Math.min(done.length, camp.lessons.length - 1)]?.id ?? null) : null,
      lastActivityAt: done.length ? lastActivity : null,
      completedAt: done.length === camp.lessons.length ? lastActivity : null,
      enrolledBy: staff,
      createdAt: cohortStart,
    });
    for (const [at, lesson] of done.entries()) {
      await db.insert(schema.courseProgress).values({
        incubatorId: tenant,
        unitId: lesson.id,
        userId: learner.userId,
        courseId: camp.courseId,
        cohortId,
        positionSeconds: lesson.type === 'VIDEO' ? lesson.minutes * 60 : 0,
        completedAt: new Date(cohortStart.getTime() + (at + 1) * 2 * DAY),
      });
    }
    // Quiz attempts: those past the quiz passed it, some after a first failed attempt; the one who
    // stopped at it failed once and may try again.
    if (forms.quiz && reached[i] >= 5) {
      const attempts = i % 2 ? [failing, passing] : [passing];
      for (const [n, answers] of attempts.entries())
        await quizAttempt(db, tenant, forms.quiz, quizKey, { courseId: camp.courseId, unitId: quizLesson.id, cohortId, userId: learner.userId }, n + 1, answers);
    } else if (forms.quiz && reached[i] === 4) {
      await quizAttempt(db, tenant, forms.quiz, quizKey, { courseId: camp.courseId, unitId: quizLesson.id, cohortId, userId: learner.userId }, 1, failing);
    }
    // The assignment: approved for those past it; the one who stopped on it waits for review.
    if (reached[i] >= 3 || reached[i] === 2) {
      const approved = reached[i] >= 3;
      const submissionId = newId();
      if (!approved) waiting.push({ courseId: camp.courseId, submissionId, lessonTitle: assignment.title });
      await db.insert(schema.courseSubmissions).values({
        incubatorId: tenant,
        id: submissionId,
        courseId: camp.courseId,
        unitId: assignment.id,
        cohortId,
        userId: learner.userId,
        body: html(
          'I spoke with five operations managers at mid-sized farms. Four of them track irrigation in a spreadsheet they update every Monday; two pay a consultant for it.',
          'What changes: we will sell to the cooperative, not to each farm, and start with the weekly report they already make by hand.',
        ),
        status: approved ? 'APPROVED' : 'SUBMITTED',
        grade: approved ? 85 - i : null,
        reviewComment: approved ? 'Clear and honest. The cooperative angle is worth testing first.' : null,
        reviewedBy: approved ? coach : null,
        reviewedAt: approved ? new Date(cohortStart.getTime() + 9 * DAY) : null,
        submittedAt: new Date(cohortStart.getTime() + (approved ? 7 : 20) * DAY),
      });
    }
  }
  // The first learner's startup handed its deck in; it waits for review.
  if (forms.submission) {
    const answerId = newId();
    await db.insert(schema.formSubmissions).values({
      incubatorId: tenant,
      id: answerId,
      formId: forms.submission.id,
      versionId: forms.submission.versionId,
      respondentId: cohortLearners[0].userId,
      subjectKind: 'courseUnit',
      subjectId: deck.id,
      status: 'submitted',
      source: 'signed_in',
      answers: { link: 'https://demo.example/product-tour', topics: ['problem', 'market', 'traction', 'ask'] },
      submittedAt: new Date(now - 2 * DAY),
    });
    const submissionId = newId();
    waiting.push({ courseId: camp.courseId, submissionId, lessonTitle: deck.title });
    await db.insert(schema.courseSubmissions).values({
      incubatorId: tenant,
      id: submissionId,
      courseId: camp.courseId,
      unitId: deck.id,
      cohortId,
      userId: cohortLearners[0].userId,
      startupId: cohortLearners[0].startupId,
      formSubmissionId: answerId,
      submittedAt: new Date(now - 2 * DAY),
    });
  }

  // The public course: a few people enrolled themselves in its open cohort.
  const open = await created(pitching(staff), []);
  const openCohort = newId();
  const selfLearners = learners.slice(8, 11);
  await db.insert(schema.courseCohorts).values({
    incubatorId: tenant,
    id: openCohort,
    courseId: open.courseId,
    name: 'Self-paced',
    startsAt: new Date(now - 90 * DAY),
    learnerCount: selfLearners.length,
  });
  for (const [i, learner] of selfLearners.entries()) {
    const done = open.lessons.slice(0, i + 1);
    await db.insert(schema.courseEnrolments).values({
      incubatorId: tenant,
      id: newId(),
      courseId: open.courseId,
      cohortId: openCohort,
      userId: learner.userId,
      startupId: learner.startupId,
      completedUnits: done.length,
      lastUnitId: open.lessons[Math.min(done.length, open.lessons.length - 1)].id,
      lastActivityAt: new Date(now - (i + 2) * DAY),
      completedAt: done.length === open.lessons.length ? new Date(now - 2 * DAY) : null,
      createdAt: new Date(now - 20 * DAY),
    });
    for (const lesson of done) {
      await db
        .insert(schema.courseProgress)
        .values({ incubatorId: tenant, unitId: lesson.id, userId: learner.userId, courseId: open.courseId, cohortId: openCohort, completedAt: new Date(now - 10 * DAY) });
    }
  }
  if (selfLearners.length === open.lessons.length) {
    await db
      .update(schema.courseCohorts)
      .set({ completedCount: 1 })
      .where(and(eq(schema.courseCohorts.incubatorId, tenant), eq(schema.courseCohorts.id, openCohort)));
  }

  await created(fundraising(coach), []);
  return waiting;
}

/** One attempt at the quiz: the answers as a form submission, graded against the form's answer key. */
async function quizAttempt(
  db: Db,
  tenant: string,
  form: { id: string; versionId: string },
  questions: Question[],
  where: { courseId: string; unitId: string; cohortId: string; userId: string },
  attempt: number,
  answers: Answers,
) {
  const submissionId = newId();
  const at = new Date(Date.now() - (10 - attempt) * DAY);
  await db.insert(schema.formSubmissions).values({
    incubatorId: tenant,
    id: submissionId,
    formId: form.id,
    versionId: form.versionId,
    respondentId: where.userId,
    subjectKind: 'courseUnit',
    subjectId: where.unitId,
    status: 'submitted',
    source: 'signed_in',
    answers,
    submittedAt: at,
  });
  const { score } = gradeQuiz(questions, answers);
  await db.insert(schema.courseQuizAttempts).values({ incubatorId: tenant, id: newId(), ...where, submissionId, attempt, score, passed: score >= 70, createdAt: at });
}
