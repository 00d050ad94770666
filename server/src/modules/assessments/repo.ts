import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FormSubmissionRow, StartupAssessmentRow } from '../../db/schema/index.ts';

export const sa = schema.startupAssessments;
const fs = schema.formSubmissions;
export type { StartupAssessmentRow };

/** An assessment with the answers it was given (its form submission). */
export interface AssessmentWithAnswers extends StartupAssessmentRow {
  versionId: string;
  answers: FormSubmissionRow['answers'];
}

const withAnswers = { assessment: sa, versionId: fs.versionId, answers: fs.answers };
const submissionOf = and(eq(fs.incubatorId, sa.incubatorId), eq(fs.id, sa.submissionId));
const flatten = (row: { assessment: StartupAssessmentRow; versionId: string; answers: FormSubmissionRow['answers'] }): AssessmentWithAnswers => ({
  ...row.assessment,
  versionId: row.versionId,
  answers: row.answers,
});

/** A startup's assessments, newest first: one range of startup_assessments_startup_idx, answers joined by key. */
export async function assessmentsOf(db: Db, incubatorId: string, startupId: string): Promise<AssessmentWithAnswers[]> {
  const rows = await db
    .select(withAnswers)
    .from(sa)
    .innerJoin(fs, submissionOf)
    .where(and(eq(sa.incubatorId, incubatorId), eq(sa.startupId, startupId)))
    .orderBy(desc(sa.createdAt), desc(sa.id));
  return rows.map(flatten);
}

export async function findAssessment(db: Db, incubatorId: string, id: string): Promise<AssessmentWithAnswers | null> {
  const [row] = await db
    .select(withAnswers)
    .from(sa)
    .innerJoin(fs, submissionOf)
    .where(and(eq(sa.incubatorId, incubatorId), eq(sa.id, id)));
  return row ? flatten(row) : null;
}

/** Takes an assessment back with its answers (the submission row; the assessment row goes with it by cascade too). */
export async function removeAssessment(db: Db, incubatorId: string, assessment: Pick<StartupAssessmentRow, 'id' | 'submissionId'>): Promise<void> {
  await db.delete(sa).where(and(eq(sa.incubatorId, incubatorId), eq(sa.id, assessment.id)));
  await db.delete(fs).where(and(eq(fs.incubatorId, incubatorId), eq(fs.id, assessment.submissionId)));
}
