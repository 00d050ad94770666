import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { QUESTIONS_MAX, type LocalizedText, type Question } from '@seedbed/contracts/forms';
import { formChangesSchema, formInputSchema, questionInputSchema } from '@seedbed/contracts/forms-input';
import { formProblems } from '@seedbed/contracts/forms-problems';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { mayCreateForms, mayEditForm } from './access.ts';
import { findForm, fm, nextRevision, submittedCount, type FormRow } from './repo.ts';

/** What a form's events carry: enough for the activity feed to name it after it is gone. */
const named = (form: Pick<FormRow, 'id' | 'title' | 'kind'>, ctx: Context) => ({ formId: form.id, title: formTitle(form.title, ctx), kind: form.kind });

/** The title in the organisation's first language that has one: what the activity feed records. */
export const formTitle = (title: LocalizedText, ctx: Pick<Context, 'language'>) =>
  title.find((t) => t.language === ctx.language)?.value ?? title.find((t) => t.language === 'en')?.value ?? title[0]?.value ?? '';

/** The form behind a change, which the viewer may edit; anything else is not found or forbidden. */
export async function editableForm(ctx: Context, formId: string): Promise<FormRow> {
  requireViewer(ctx);
  if (!isId(formId)) throw notFound();
  const form = await findForm(await ctx.tx.db(), ctx.incubator.id, formId);
  if (!form) throw notFound();
  if (!(await mayEditForm(ctx, form))) throw forbidden();
  return form;
}

/**
 * Problems that make a draft unsafe to keep (logic naming nothing, cycles, bad formulas). A draft
 * may still lack options or columns while it is being built: those only stop publishing.
 */
const UNFINISHED = new Set(['forms.optionsRequired', 'forms.columnsRequired', 'forms.rowsRequired']);

export function checkDraft(questions: readonly Question[], { publishing = false } = {}): void {
  const problems = formProblems(questions as Question[]).filter((p) => publishing || !UNFINISHED.has(p.key));
  if (problems.length) throw validationError(problems.map((p) => ({ field: `questions.${p.questionId}`, key: p.key, params: p.params })));
}

async function saveQuestions(ctx: Context, db: Db, form: FormRow, questions: Question[]): Promise<FormRow> {
  const [updated] = await db
    .update(fm)
    .set({ questions, revision: nextRevision, updatedAt: new Date() })
    .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, form.id)))
    .returning();
  return updated;
}

export const createForm = defineChange({
  input: () => formInputSchema,
  async authorize(ctx) {
    requireViewer(ctx);
    if (!(await mayCreateForms(ctx))) throw forbidden();
  },
  async write(ctx, db, input) {
    const [form] = await db
      .insert(fm)
      .values({ incubatorId: ctx.incubator.id, id: newId(), kind: input.kind, title: input.title, description: input.description, createdBy: requireViewer(ctx).user.id })
      .returning();
    return { result: form, events: [{ kind: 'form.created', subjectKind: 'form', subjectId: form.id, data: named(form, ctx) }] };
  },
});

/** Title, description, archived: only the fields sent change. */
export const updateForm = defineChange({
  input: () => formChangesSchema,
  authorize: (ctx, _input, formId: string) => editableForm(ctx, formId),
  async write(ctx, db, input, form) {
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    if (!fields.length) return { result: form, events: [] };
    const textChanged = input.title !== undefined || input.description !== undefined;
    const [updated] = await db
      .update(fm)
      .set({ ...input, ...(textChanged ? { revision: nextRevision } : {}), updatedAt: new Date() })
      .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, form.id)))
      .returning();
    return { result: updated, events: [{ kind: 'form.updated', subjectKind: 'form', subjectId: form.id, data: { ...named(updated, ctx), fields } }] };
  },
});

/**
 * What the plan offers of a question: video questions (qVideo), rows added by the respondent
 * (qUserAddRow) and options counted as numbers (qNumericalChoice). Without them the question is
 * refused or kept without that part.
 */
function withinPlan(ctx: Context, question: Question): Question {
  const flags = incubatorFlags(ctx.incubator);
  if (question.questionType === 'video' && !flags.qVideo) throw validationError([{ field: 'question.questionType', key: 'forms.videoPlanRequired' }]);
  const plain = (options: Question['options']): Question['options'] => options.map(({ numericalValue: _n, ...o }) => ({ ...o, children: o.children && plain(o.children) }));
  return {
    ...question,
    userAddRow: flags.qUserAddRow ? question.userAddRow : false,
    options: flags.qNumericalChoice ? question.options : plain(question.options),
  };
}

/** Adds a question (at `position`, or last) or replaces the one with its id, keeping its place. */
export const upsertFormQuestion = defineChange({
  input: () => z.object({ question: questionInputSchema, position: z.number().int().min(0).max(QUESTIONS_MAX).nullish() }),
  async authorize(ctx, input, formId: string) {
    const form = await editableForm(ctx, formId);
    const question = withinPlan(ctx, input.question);
    const { position } = input;
    const questions = [...form.questions];
    const at = questions.findIndex((q) => q._id === question._id);
    if (at >= 0) questions[at] = question;
    else questions.splice(position ?? questions.length, 0, question);
    checkDraft(questions);
    return { form, questions };
  },
  async write(ctx, db, _input, { form, questions }) {
    return { result: await saveQuestions(ctx, db, form, questions), events: [] };
  },
});

/** Removes a question; one that other questions' logic or formulas read must first be let go of. */
export const deleteFormQuestion = defineChange({
  input: () => z.object({ questionId: z.string().max(64) }),
  async authorize(ctx, { questionId }, formId: string) {
    const form = await editableForm(ctx, formId);
    if (!form.questions.some((q) => q._id === questionId)) throw notFound();
    const questions = form.questions.filter((q) => q._id !== questionId);
    const problems = formProblems(questions).filter((p) => p.key === 'forms.logicUnknownQuestion' || p.key === 'forms.formulaUnknownQuestion');
    if (problems.length) throw validationError(problems.map((p) => ({ field: `questions.${p.questionId}`, key: 'forms.questionInUse' })));
    return { form, questions };
  },
  async write(ctx, db, _input, { form, questions }) {
    return { result: await saveQuestions(ctx, db, form, questions), events: [] };
  },
});

/** The questions in a new order: the same ids, each once. */
export const reorderFormQuestions = defineChange({
  input: () => z.object({ questionIds: z.array(z.string().max(64)).max(QUESTIONS_MAX) }),
  async authorize(ctx, { questionIds }, formId: string) {
    const form = await editableForm(ctx, formId);
    const byId = new Map(form.questions.map((q) => [q._id, q]));
    if (questionIds.length !== byId.size || new Set(questionIds).size !== byId.size || !questionIds.every((id) => byId.has(id))) {
      throw validationError([{ field: 'questionIds', key: 'validation.invalid' }]);
    }
    const questions = questionIds.map((id) => byId.get(id) as Question);
    checkDraft(questions);
    return { form, questions };
  },
  async write(ctx, db, _input, { form, questions }) {
    return { result: await saveQuestions(ctx, db, form, questions), events: [] };
  },
});

/** A copy to build the next cycle's form on: same questions, not published, not shared. */
export const duplicateForm = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, formId: string) {
    const form = await editableForm(ctx, formId);
    if (!(await mayCreateForms(ctx))) throw forbidden();
    return form;
  },
  async write(ctx, db, _input, form) {
    const title = form.title.map((t) => ({ language: t.language, value: ctx.t('forms.copyOf', { title: t.value }).slice(0, 200) }));
    const [copy] = await db
      .insert(fm)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        kind: form.kind,
        title,
        description: form.description,
        questions: form.questions,
        createdBy: requireViewer(ctx).user.id,
      })
      .returning();
    return { result: copy, events: [{ kind: 'form.created', subjectKind: 'form', subjectId: copy.id, data: named(copy, ctx) }] };
  },
});

/** Deletes a form nobody has answered yet; one with answers is archived instead, so that they stay. */
export const deleteForm = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, formId: string) {
    const form = await editableForm(ctx, formId);
    if ((await submittedCount(await ctx.tx.db(), ctx.incubator.id, form.id)) > 0) throw validationError([{ field: 'formId', key: 'forms.hasAnswers' }]);
    return form;
  },
  async write(ctx, db, _input, form) {
    await db.delete(fm).where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, form.id)));
    return { result: true, events: [{ kind: 'form.deleted', subjectKind: 'form', subjectId: form.id, data: named(form, ctx) }] };
  },
});
