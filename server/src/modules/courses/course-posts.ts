import type { Context } from '../../core/context.ts';
import type { EventReactions } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { declareTimelineKind, timelineKindRef, type TimelineKindDeclaration, type TimelineRow } from '../timeline/kinds.ts';
import { hasTimelineItem, postTimelineItem } from '../timeline/post.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { canSeeCourse } from './access.ts';
import { handInById, maySeeHandIn } from './hand-in.ts';
import { CourseSubmission } from './hand-in-schema.ts';
import { Course, courseLoaders } from './types.ts';

/** The kinds a founder's learning is shown as on their startup's timeline. */
export const COURSE_COMPLETED_POST = 'CourseCompletedPost';
export const COURSE_HAND_IN_POST = 'CourseHandInPost';

/** What a post keeps of what happened, so that it still reads when the course is gone. */
interface PostData {
  courseId: string;
  courseTitle: string;
  userId: string;
  unitId?: string;
  lessonTitle?: string;
}

/**
 * A founder's course completed, and work handed in, are posted on the startup they learn for
 * (their enrolment's), in the event's transaction. One post per hand-in, however many times its
 * work is handed in again.
 */
export const coursePostReactions: EventReactions = {
  'courses.completed': async (ctx, db, event) => {
    const { startupId, courseId, courseTitle, userId } = event.data;
    if (!startupId) return;
    const data: PostData = { courseId, courseTitle, userId };
    await postTimelineItem(ctx, db, { kind: COURSE_COMPLETED_POST, startupId, subjectId: event.data.enrolmentId, createdBy: userId, data: { ...data } });
  },
  'courses.handedIn': async (ctx, db, event) => {
    const { startupId, submissionId, courseId, courseTitle, userId, unitId, lessonTitle } = event.data;
    if (!startupId || (await hasTimelineItem(ctx, db, COURSE_HAND_IN_POST, submissionId))) return;
    const data: PostData = { courseId, courseTitle, userId, unitId, lessonTitle };
    await postTimelineItem(ctx, db, { kind: COURSE_HAND_IN_POST, startupId, subjectId: submissionId, createdBy: userId, data: { ...data } });
  },
};

const dataOf = (row: TimelineRow): Partial<PostData> => (row.data ?? {}) as Partial<PostData>;

/** The course behind a post, when the reader may open it. */
async function readableCourse(ctx: Context, row: TimelineRow) {
  const { courseId } = dataOf(row);
  const course = courseId && isId(courseId) ? await courseLoaders(ctx).course.load(courseId) : null;
  return course && (await canSeeCourse(ctx, course)) ? course : null;
}

const offered = (ctx: Context) => Boolean(incubatorFlags(ctx.incubator).course);

/** Fields both kinds share: the course as it was called, the course itself for those who may open it, and the learner. */
type FieldBuilder = Parameters<TimelineKindDeclaration['fields']>[0];

const common = (t: FieldBuilder) => ({
  courseTitle: t.string({ nullable: false, resolve: (row) => dataOf(row).courseTitle ?? '' }),
  course: t.field({ type: Course, description: 'Null when the reader may not open the course.', resolve: (row, _a, ctx) => readableCourse(ctx, row) }),
  learner: t.field({
    type: User,
    resolve: (row, _a, ctx) => {
      const { userId } = dataOf(row);
      return userId && isId(userId) ? userLoaders(ctx).user.load(userId) : null;
    },
  }),
});

declareTimelineKind({
  ref: timelineKindRef(COURSE_COMPLETED_POST),
  description: 'A founder of the startup completed a course.',
  offered,
  fields: (t) => common(t),
});

declareTimelineKind({
  ref: timelineKindRef(COURSE_HAND_IN_POST),
  description: 'A founder handed in work for a lesson of a course, for themselves or for the startup.',
  offered,
  fields: (t) => ({
    ...common(t),
    lessonTitle: t.string({ nullable: false, resolve: (row) => dataOf(row).lessonTitle ?? '' }),
    submission: t.field({
      type: CourseSubmission,
      description: 'Null unless the reader may read the hand-in (its author, its startup’s founders, the course’s managers).',
      resolve: async (row, _a, ctx) => {
        const submission = row.subjectId ? await handInById(ctx, row.subjectId) : null;
        return submission && (await maySeeHandIn(ctx, submission)) ? submission : null;
      },
    }),
  }),
});
