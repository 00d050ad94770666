import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Answers, Question } from '@seedbed/contracts/forms';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { chargeAddress } from '../../core/address-limit.ts';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { customFieldMap, draftOf, findSharedForm, findVersion, fs, type FormRow, type FormSubmissionRow, type FormVersionRow } from './repo.ts';
import { formTitle } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The form behind a public link and the version answers are given on. A link that was closed,
 * a form archived or never published answer as nothing there (or not published yet), never more.
 */
export async function sharedFormAndVersion(ctx: Context, shareId: string): Promise<{ form: FormRow; version: FormVersionRow }> {
  if (!UUID.test(shareId)) throw notFound();
  const db = await ctx.tx.db();
  const form = await findSharedForm(db, ctx.incubator.id, shareId);
  if (!form || form.archived) throw notFound();
  const version = form.versionId ? await findVersion(db, ctx.incubator.id, form.versionId) : null;
  if (!version) throw new AppError('FORM_NOT_PUBLISHED', 'forms.notPublished');
  return { form, version };
}

/** The attachments kind of a submission's files (module.ts gives its access). */
export const SUBMISSION_FILES = 'formSubmission';

/**
 * Files named by file and video answers: each must be one the respondent uploaded and has not
 * attached elsewhere (or already this submission's). They are attached to the submission, and
 * from then on read by whoever reads its answers (files.ts).
 */
async function attachAnswerFiles(ctx: Context, db: Db, questions: readonly Question[], answers: Answers, submissionId: string): Promise<void> {
  const fileQuestions = questions.filter((q) => q.questionType === 'file' || q.questionType === 'video');
  const named = fileQuestions.flatMap((q) => (Array.isArray(answers[q._id]) ? (answers[q._id] as string[]).map((id) => ({ questionId: q._id, id })) : []));
  if (!named.length) return;
  const viewer = ctx.viewer;
  const a = schema.attachments;
  const ids = [...new Set(named.map((n) => n.id))];
  const own = viewer
    ? await db
        .select({ id: a.id })
        .from(a)
        .where(
          and(
            eq(a.incubatorId, ctx.incubator.id),
            inArray(a.id, ids),
            eq(a.ownerId, viewer.user.id),
            or(isNull(a.referenceKind), and(eq(a.referenceKind, SUBMISSION_FILES), eq(a.referenceId, submissionId))),
          ),
        )
    : [];
  const found = new Set(own.map((row) => row.id));
  const missing = named.filter((n) => !found.has(n.id));
  if (missing.length) throw validationError([...new Set(missing.map((n) => n.questionId))].map((questionId) => ({ field: `answers.${questionId}`, key: 'forms.fileUnavailable' })));
  await db
    .update(a)
    .set({ referenceKind: SUBMISSION_FILES, referenceId: submissionId })
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, ids)));
}

/** Where answers go: the form and version they are given on, who gives them, about what, and the row they replace. */
export interface AnswerTarget {
  form: FormRow;
  version: FormVersionRow;
  respondentId: string | null;
  source: 'signed_in' | 'share';
  /** What the answers are about (a startup's or a person's profile, an assessed startup). */
  subject?: { kind: string; id: string } | null;
  /** The row the answers replace: a draft taken up again, a profile's earlier values. */
  existing?: FormSubmissionRow | null;
}

/**
 * The one way answers are stored, whatever feature collects them: checked against their version
 * (hidden questions dropped, calculated ones computed, required ones enforced unless a draft) with
 * each message naming its question, files attached, then written as a new row or over `existing`.
 */
export async function recordAnswers(ctx: Context, db: Db, target: AnswerTarget, answers: Answers, { draft = false } = {}): Promise<FormSubmissionRow> {
  const { form, version } = target;
  const customFields = version.questions.some((q) => q.questionType === 'custom_field') ? await customFieldMap(db, ctx.incubator.id) : undefined;
  const checked = checkAnswers(version.questions, answers, { draft, customFields });
  if (checked.issues.length) {
    const labels = new Map(version.questions.map((q) => [q._id, formTitle(q.label, ctx)]));
    throw validationError(checked.issues.map((issue) => ({ ...issue, params: { field: labels.get(issue.field.split('.')[1]) ?? '', ...issue.params } })));
  }
  const now = new Date();
  const id = target.existing?.id ?? newId();
  await attachAnswerFiles(ctx, db, version.questions, checked.answers, id);
  const values = {
    versionId: version.id,
    status: draft ? 'draft' : 'submitted',
    answers: checked.answers,
    respondentId: target.respondentId,
    updatedAt: now,
    submittedAt: draft ? null : now,
  };
  const [row] = target.existing
    ? await db
        .update(fs)
        .set(values)
        .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, target.existing.id)))
        .returning()
    : await db
        .insert(fs)
        .values({
          incubatorId: ctx.incubator.id,
          id,
          formId: form.id,
          source: target.source,
          subjectKind: target.subject?.kind ?? null,
          subjectId: target.subject?.id ?? null,
          ...values,
        })
        .returning();
  return row;
}

/** Answers are a map of question ids to values; its size is bounded before anything reads it. */
export const answersInput = z.record(z.string().max(100), z.unknown()).refine((answers) => Object.keys(answers).length <= 2000, 'validation.invalid');

/**
 * Answers through a form's public link (/share/forms/:uuid). Anyone may send them, signed in or
 * not; a signed-in person's answers are theirs, and only they keep a draft (saved as they type,
 * taken up again on their next visit). Each is checked against the version it is given on:
 * hidden questions' answers are dropped, required ones enforced unless it is a draft.
 */
export const submitSharedForm = defineChange({
  input: () => z.object({ answers: answersInput, draft: z.boolean().default(false) }),
  async authorize(ctx, { draft }, shareId: string) {
    const { form, version } = await sharedFormAndVersion(ctx, shareId);
    if (draft && !ctx.viewer) throw validationError([{ field: 'draft', key: 'forms.draftNeedsSignIn' }]);
    if (!ctx.viewer) await chargeAddress(ctx, 'shared-form');
    return { form, version };
  },
  async write(ctx, db, { answers, draft }, { form, version }) {
    const respondentId = ctx.viewer?.user.id ?? null;
    const existing = respondentId ? await draftOf(db, ctx.incubator.id, form.id, respondentId) : null;
    const row = await recordAnswers(ctx, db, { form, version, respondentId, existing, source: respondentId ? 'signed_in' : 'share' }, answers as Answers, { draft });
    return {
      result: row,
      events: draft
        ? []
        : [
            {
              kind: 'form.answered',
              subjectKind: 'form',
              subjectId: form.id,
              data: { formId: form.id, title: formTitle(form.title, ctx), kind: form.kind, anonymous: !respondentId },
            },
          ],
    };
  },
});
