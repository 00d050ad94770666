import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { isInGroup, type RoleType } from '@seedbed/contracts/roles';
import { NUMERIC_TYPES, OPTION_TYPES, type Answers, type AnswerValue, type Question } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findForm, fs, type FormSubmissionRow, type FormVersionRow } from '../forms/repo.ts';
import { formTitle } from '../forms/service.ts';
import { formLoaders } from '../forms/loaders.ts';
import { completeAutomaticTasks } from '../tasks/automatic.ts';
import { isStartupSideViewer, sessionStanding, visibleSession, type SessionStanding } from './access.ts';
import { evaluationUrl } from './evaluation-tasks.ts';
import { COACHING_SUBJECT, csPeople, type CoachingSessionRow } from './repo.ts';

/** Who reads any coach's ratings: the organisation's staff and admins (a coach reads their own only). */
const READS_ALL_RATINGS: readonly RoleType[] = ['staff', 'admin', 'admin&coach', 'subadmin'];

/** Those who evaluate a session: its people (coaches and attendees) and its startup's founders. */
export const evaluatesSession = (standing: SessionStanding) => standing.role !== null || standing.founder;

/** A session is evaluated once it has taken place: not before it starts, never once cancelled. */
export const sessionHeld = (session: CoachingSessionRow, now = new Date()) => !session.cancelledAt && (Boolean(session.startedAt) || session.startsAt <= now);

/** The published version of the session's evaluation form that answers are given on; null when it has none. */
export function evaluationVersion(ctx: Context, session: CoachingSessionRow): Promise<FormVersionRow | null> {
  return memo(ctx, `coaching:evaluationVersion:${session.id}`, async () => {
    if (!session.evaluationFormId) return null;
    const form = await findForm(await ctx.tx.db(), ctx.incubator.id, session.evaluationFormId);
    return form?.versionId && !form.archived ? formLoaders(ctx).version.load(form.versionId) : null;
  });
}

/** The evaluations given on a session (drafts only to their author), each person's one. */
async function submissionsOf(ctx: Context, session: CoachingSessionRow): Promise<FormSubmissionRow[]> {
  return memo(ctx, `coaching:evaluations:${session.id}`, async () =>
    (await ctx.tx.db())
      .select()
      .from(fs)
      .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.subjectKind, COACHING_SUBJECT), eq(fs.subjectId, session.id))),
  );
}

/** The viewer's own evaluation of the session, draft or sent. */
export async function myEvaluation(ctx: Context, session: CoachingSessionRow): Promise<FormSubmissionRow | null> {
  const viewer = requireViewer(ctx);
  return (await submissionsOf(ctx, session)).find((row) => row.respondentId === viewer.user.id) ?? null;
}

/**
 * The sent evaluations the viewer reads: the staff side reads everyone's, the startup's side
 * only their own.
 */
export async function readableEvaluations(ctx: Context, session: CoachingSessionRow): Promise<FormSubmissionRow[]> {
  const viewer = requireViewer(ctx);
  const standing = await sessionStanding(ctx, session);
  if (!standing) return [];
  const sent = (await submissionsOf(ctx, session)).filter((row) => row.status === 'submitted');
  return isStartupSideViewer(ctx) ? sent.filter((row) => row.respondentId === viewer.user.id) : sent;
}

/** One answer as the spec reads it: a text, a number or a list, whichever the question gave. */
export interface EvaluationAnswer {
  questionId: string;
  value: AnswerValue;
  submission: FormSubmissionRow;
}

export const flattenAnswers = (rows: FormSubmissionRow[]): EvaluationAnswer[] =>
  rows.flatMap((submission) => Object.entries(submission.answers).map(([questionId, value]) => ({ questionId, value, submission })));

/**
 * A person's evaluation of a session: answers to its evaluation form, stored with the forms
 * engine (recordAnswers) about the session, one submission per person, replaced when they answer
 * again. Sending it (not a draft) completes their coachingEvaluation task.
 */
export const submitEvaluation = defineChange({
  input: () => z.object({ answers: answersInput, draft: z.boolean().default(false) }),
  async authorize(ctx, _input, sessionId: string) {
    const { session, standing } = await visibleSession(ctx, sessionId);
    if (!evaluatesSession(standing)) throw forbidden();
    if (!sessionHeld(session)) throw new AppError('SESSION_NOT_HELD', 'coaching.evaluations.notHeld');
    const version = await evaluationVersion(ctx, session);
    const form = version ? await findForm(await ctx.tx.db(), ctx.incubator.id, version.formId) : null;
    if (!version || !form) throw new AppError('FORM_NOT_PUBLISHED', 'coaching.evaluations.noForm');
    // Read afresh, not through the request's memo: the answer shows the submission this change writes.
    const [existing] = await (await ctx.tx.db())
      .select()
      .from(fs)
      .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.subjectKind, COACHING_SUBJECT), eq(fs.subjectId, session.id), eq(fs.respondentId, requireViewer(ctx).user.id)));
    return { session, form, version, existing: existing ?? null };
  },
  async write(ctx, db, { answers, draft }, { session, form, version, existing }) {
    const userId = requireViewer(ctx).user.id;
    // A sent evaluation is changed by sending it again, never taken back to a draft.
    const asDraft = draft && existing?.status !== 'submitted';
    const row = await recordAnswers(
      ctx,
      db,
      { form, version, respondentId: userId, source: 'signed_in', subject: { kind: COACHING_SUBJECT, id: session.id }, existing },
      answers as Answers,
      { draft: asDraft },
    );
    if (!asDraft) await completeAutomaticTasks(ctx, db, { type: 'coachingEvaluation', userId, url: evaluationUrl(session.id) });
    return {
      result: row,
      events: [
        {
          kind: 'coaching.evaluationSubmitted',
          subjectKind: 'coachingSession',
          subjectId: session.id,
          data: { sessionId: session.id, startupId: session.startupId, draft: asDraft },
        },
      ],
    };
  },
});

export interface QuestionSummary {
  formId: string;
  question: Question;
  count: number;
  average: number | null;
  options: Array<{ value: string; label: string; count: number }>;
}

export interface CoachSummary {
  coachId: string;
  sessions: number;
  responses: number;
  questions: QuestionSummary[];
}

const numberOf = (value: AnswerValue): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * How a coach's sessions were rated: over the evaluations others sent about the sessions they
 * coached, per numeric question its average and count, per choice question how often each option
 * was chosen. Staff and admins read anyone's; a coach reads their own.
 */
export async function coachEvaluationSummary(ctx: Context, coachId: string): Promise<CoachSummary> {
  const viewer = requireViewer(ctx);
  if (!isId(coachId)) throw notFound();
  const db = await ctx.tx.db();
  const [coach] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, coachId)));
  if (!coach) throw notFound();
  if (coachId !== viewer.user.id && !isInGroup(viewer.role?.type, READS_ALL_RATINGS)) throw notFound();
  // The coach's sessions along coaching_session_people_user_idx, their evaluations along form_submissions_subject_idx.
  const rows = await db
    .select({ submission: fs })
    .from(csPeople)
    .innerJoin(fs, and(eq(fs.incubatorId, csPeople.incubatorId), eq(fs.subjectKind, COACHING_SUBJECT), eq(fs.subjectId, csPeople.sessionId), eq(fs.status, 'submitted')))
    .where(and(eq(csPeople.incubatorId, ctx.incubator.id), eq(csPeople.userId, coachId), eq(csPeople.role, 'coach'), ne(fs.respondentId, coachId)));
  const submissions = rows.map((r) => r.submission);
  const versionIds = [...new Set(submissions.map((s) => s.versionId))];
  const versions = versionIds.length
    ? await db
        .select()
        .from(schema.formVersions)
        .where(and(eq(schema.formVersions.incubatorId, ctx.incubator.id), inArray(schema.formVersions.id, versionIds)))
    : [];
  const questionsOf = new Map(versions.map((v) => [v.id, v.questions]));
  const summaries = new Map<string, QuestionSummary & { total: number; numbers: number }>();
  for (const submission of submissions) {
    for (const question of questionsOf.get(submission.versionId) ?? []) {
      const numeric = NUMERIC_TYPES.includes(question.questionType);
      const choice = OPTION_TYPES.includes(question.questionType) && question.questionType !== 'matrix';
      if (!numeric && !choice) continue;
      const value = submission.answers[question._id];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
      const key = `${submission.formId}:${question._id}`;
      let summary = summaries.get(key);
      if (!summary) {
        summary = {
          formId: submission.formId,
          question,
          count: 0,
          average: null,
          total: 0,
          numbers: 0,
          options: question.options.map((o) => ({ value: o.value, label: formTitle(o.labels, ctx), count: 0 })),
        };
        summaries.set(key, summary);
      }
      summary.count++;
      if (numeric) {
        const n = numberOf(value);
        if (n !== null) {
          summary.total += n;
          summary.numbers++;
        }
      } else {
        const chosen = Array.isArray(value) ? value.map(String) : [String(value)];
        for (const option of summary.options) if (chosen.includes(option.value)) option.count++;
        // Options that count as numbers (numericalValue) are averaged too.
        for (const option of question.options)
          if (chosen.includes(option.value) && typeof option.numericalValue === 'number') {
            summary.total += option.numericalValue;
            summary.numbers++;
          }
      }
    }
  }
  return {
    coachId,
    sessions: new Set(submissions.map((s) => s.subjectId)).size,
    responses: submissions.length,
    questions: [...summaries.values()].map(({ total, numbers, ...summary }) => ({ ...summary, average: numbers ? total / numbers : null })),
  };
}
