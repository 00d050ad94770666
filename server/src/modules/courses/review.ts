import { and, eq, or, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { gradeSubmissionSchema } from '@seedbed/contracts/courses-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { manageableSubmission } from './dashboard.ts';
import { markCompleted } from './progress.ts';
import { coEnrolments, coSubmissions, findUnit, type SubmissionRow } from './repo.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A reviewer's comment as plain text: tags dropped (their text kept), line breaks kept. */
export function plainComment(text: string | null | undefined): string | null {
  const plain = sanitizeHtml(text ?? '', { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .trim();
  return plain || null;
}

/**
 * Who an approval completes the lesson for: the author, and for a startup's hand-in every founder
 * of that startup enrolled in the course (the enrolment names the startup, or they found it now) —
 * each only while enrolled.
 */
async function learnersOf(ctx: Context, db: Db, submission: SubmissionRow): Promise<string[]> {
  const m = schema.startupMembers;
  const founder = submission.startupId
    ? or(
        eq(coEnrolments.startupId, submission.startupId),
        sql`exists (select 1 from ${m} where ${m.incubatorId} = ${coEnrolments.incubatorId} and ${m.startupId} = ${submission.startupId} and ${m.userId} = ${coEnrolments.userId} and ${m.kind} = 'founder')`,
      )
    : undefined;
  const rows = await db
    .select({ userId: coEnrolments.userId })
    .from(coEnrolments)
    .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.courseId, submission.courseId), or(eq(coEnrolments.userId, submission.userId), founder)));
  const ids = rows.map((r) => r.userId);
  // The author first: their completion is the one the hand-in stands for.
  return [...ids.filter((id) => id === submission.userId), ...ids.filter((id) => id !== submission.userId).sort()];
}

/**
 * A course manager's verdict on work handed in (ASSIGNMENT or SUBMISSION): APPROVED completes the
 * lesson for the people it concerns (K3's markCompleted, idempotent), CHANGES_REQUESTED sends it
 * back to its author, who may hand it in again. An approved hand-in may be graded again but not
 * sent back. Records 'courses.reviewed': the review task is done and the learners hear of it.
 */
export const gradeSubmission = defineChange({
  input: () => gradeSubmissionSchema(),
  authorize: async (ctx, input) => (await manageableSubmission(ctx, input.submissionId)).course,
  async write(ctx, db, input, course) {
    const tenant = ctx.incubator.id;
    // The row under lock: two reviewers at once give one verdict after the other.
    const [submission] = await db
      .select()
      .from(coSubmissions)
      .where(and(eq(coSubmissions.incubatorId, tenant), eq(coSubmissions.id, input.submissionId)))
      .for('update');
    if (!submission) throw notFound();
    if (submission.status === 'APPROVED' && input.verdict !== 'APPROVED') throw new AppError('VALIDATION_ERROR', 'courses.staff.alreadyApproved');
    const unit = await findUnit(db, tenant, submission.unitId);
    if (!unit) throw notFound();
    const [updated] = await db
      .update(coSubmissions)
      .set({
        status: input.verdict,
        grade: input.grade ?? null,
        reviewComment: plainComment(input.comment),
        reviewedBy: ctx.viewer!.user.id,
        reviewedAt: new Date(),
      })
      .where(and(eq(coSubmissions.incubatorId, tenant), eq(coSubmissions.id, submission.id)))
      .returning();
    const learnerIds = await learnersOf(ctx, db, submission);
    if (input.verdict === 'APPROVED') for (const userId of learnerIds) await markCompleted(ctx, db, unit, userId);
    return {
      result: updated,
      events: [
        {
          kind: 'courses.reviewed',
          subjectKind: 'courseSubmission',
          subjectId: submission.id,
          data: {
            submissionId: submission.id,
            courseId: course.id,
            unitId: unit.id,
            userId: submission.userId,
            startupId: submission.startupId,
            learnerIds,
            verdict: input.verdict,
            grade: input.grade ?? null,
            lessonTitle: unit.title,
            courseTitle: course.title,
          },
        },
      ],
    };
  },
});
