import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { displayName } from '../users/display-name.ts';
import { requireCourseFlag, viewerEnrolment } from './access.ts';
import { courseLoaders } from './types.ts';

export interface CourseCertificate {
  learnerName: string;
  courseTitle: string;
  organisationName: string;
  completedAt: string;
  lessonCount: number;
}

/**
 * The viewer's certificate of a course (spec 3 §3): only once they completed it, and only when
 * the course offers one. It stays theirs if the course is later archived or taken back to draft.
 * Anything else, another tenant's course included, is NOT_FOUND.
 */
export async function courseCertificate(ctx: Context, courseId: string): Promise<CourseCertificate> {
  const viewer = requireViewer(ctx);
  requireCourseFlag(ctx);
  const course = isId(courseId) ? await courseLoaders(ctx).course.load(courseId) : null;
  const enrolment = course ? await viewerEnrolment(ctx, course.id) : null;
  if (!course?.certificate || !enrolment?.completedAt) throw notFound();
  return {
    learnerName: displayName(viewer.user, ctx),
    courseTitle: course.title,
    organisationName: ctx.incubator.name,
    completedAt: enrolment.completedAt.toISOString(),
    lessonCount: course.unitCount,
  };
}
