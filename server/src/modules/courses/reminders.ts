import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { remindLearnersSchema } from '@seedbed/contracts/courses-input';
import { defineChange } from '../../core/change.ts';
import { coEnrolments } from './repo.ts';
import { learnerCondition, lessonsDue, manageableCohort } from './dashboard.ts';
import { learningClock } from './progress.ts';

/** A learner hears at most one reminder a day, whoever sends it. */
const REMINDER_GAP_MS = 86_400_000;

/**
 * Reminds learners of a cohort to catch up (its course's managers): the enrolments chosen, or when
 * none are, everyone behind the release schedule (the dashboard's BEHIND filter). Learners who
 * completed the course, and those reminded in the last day, are left out. Each reminded enrolment
 * keeps `reminded_at`; 'courses.learnersReminded' mails them and tells them in the app (the
 * course-reminder producer, by their notification settings). Answers how many were reminded.
 */
export const remindCourseLearners = defineChange({
  input: () => remindLearnersSchema(),
  authorize: (ctx, input) => manageableCohort(ctx, input.cohortId),
  async write(ctx, db, input, { cohort, course }) {
    const now = learningClock.now();
    const chosen = input.enrolmentIds?.length ? inArray(coEnrolments.id, input.enrolmentIds) : learnerCondition('BEHIND', await lessonsDue(ctx, cohort, now));
    if (chosen === null) return { result: 0, events: [] };
    const reminded = await db
      .update(coEnrolments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(coEnrolments.incubatorId, ctx.incubator.id),
          eq(coEnrolments.cohortId, cohort.id),
          isNull(coEnrolments.completedAt),
          chosen,
          or(isNull(coEnrolments.remindedAt), lt(coEnrolments.remindedAt, new Date(now.getTime() - REMINDER_GAP_MS))),
        ),
      )
      .returning({ userId: coEnrolments.userId });
    if (!reminded.length) return { result: 0, events: [] };
    return {
      result: reminded.length,
      events: [
        {
          kind: 'courses.learnersReminded',
          subjectKind: 'courseCohort',
          subjectId: cohort.id,
          data: { courseId: course.id, cohortId: cohort.id, courseTitle: course.title, userIds: reminded.map((r) => r.userId) },
        },
      ],
    };
  },
});
