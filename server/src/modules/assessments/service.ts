import { z } from 'zod';
import type { Answers } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findForm, findVersion, type FormRow, type FormVersionRow } from '../forms/repo.ts';
import { formTitle } from '../forms/service.ts';
import { assessableStartup, mayAssess, mayDeleteAssessment, requireAssessments } from './access.ts';
import { findAssessment, removeAssessment, sa, type AssessmentWithAnswers } from './repo.ts';

/** An assessment's form is a published evaluation form that is not archived; any other is refused under its field. */
async function assessmentForm(ctx: Context, formId: string): Promise<{ form: FormRow; version: FormVersionRow }> {
  const unavailable = () => validationError([{ field: 'formId', key: 'assessments.formUnavailable' }]);
  if (!isId(formId)) throw unavailable();
  const db = await ctx.tx.db();
  const form = await findForm(db, ctx.incubator.id, formId);
  if (form?.kind !== 'evaluation' || form.archived || !form.versionId) throw unavailable();
  const version = await findVersion(db, ctx.incubator.id, form.versionId);
  if (!version) throw unavailable();
  return { form, version };
}

const assessmentInput = z.object({ formId: z.string().max(100), answers: answersInput });

/**
 * Assesses a startup with an evaluation form: the answers are checked against the form's latest
 * version and stored as a submission about the startup (forms' recordAnswers, messages naming the
 * question under `answers.<questionId>`), then the assessment names it.
 */
export const createStartupAssessment = defineChange({
  input: () => assessmentInput,
  async authorize(ctx, input, startupId: string) {
    const startup = await assessableStartup(ctx, startupId);
    return { startup, ...(await assessmentForm(ctx, input.formId)) };
  },
  async write(ctx, db, input, { startup, form, version }) {
    const assessorId = requireViewer(ctx).user.id;
    const submission = await recordAnswers(
      ctx,
      db,
      { form, version, respondentId: assessorId, source: 'signed_in', subject: { kind: 'startup', id: startup.id } },
      input.answers as Answers,
    );
    const [row] = await db
      .insert(sa)
      .values({ incubatorId: ctx.incubator.id, id: newId(), startupId: startup.id, formId: form.id, submissionId: submission.id, assessorId })
      .returning();
    const assessment: AssessmentWithAnswers = { ...row, versionId: submission.versionId, answers: submission.answers };
    return {
      result: assessment,
      events: [
        {
          kind: 'assessment.created',
          subjectKind: 'startup',
          subjectId: startup.id,
          data: { startupId: startup.id, startupName: startup.name, formId: form.id, formTitle: formTitle(form.title, ctx) },
        },
      ],
    };
  },
});

/** Takes an assessment back with its answers: its assessor, or an organisation admin, among those who may assess the startup. */
export const deleteStartupAssessment = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, assessmentId: string) {
    requireViewer(ctx);
    requireAssessments(ctx);
    if (!isId(assessmentId)) throw notFound();
    const db = await ctx.tx.db();
    const assessment = await findAssessment(db, ctx.incubator.id, assessmentId);
    if (!assessment || !(await mayAssess(ctx, assessment.startupId))) throw notFound();
    if (!mayDeleteAssessment(ctx, assessment)) throw forbidden();
    const startup = await assessableStartup(ctx, assessment.startupId);
    const form = await findForm(db, ctx.incubator.id, assessment.formId);
    return { assessment, startup, formTitle: form ? formTitle(form.title, ctx) : '' };
  },
  async write(ctx, db, _input, { assessment, startup, formTitle }) {
    await removeAssessment(db, ctx.incubator.id, assessment);
    return {
      result: true,
      events: [
        {
          kind: 'assessment.deleted',
          subjectKind: 'startup',
          subjectId: startup.id,
          data: { startupId: startup.id, startupName: startup.name, formId: assessment.formId, formTitle },
        },
      ],
    };
  },
});
