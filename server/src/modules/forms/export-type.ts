import { pickLabel } from '@seedbed/contracts/languages';
import { formsExportFilterSchema } from '@seedbed/contracts/export-filters';
import type { QuestionType } from '@seedbed/contracts/forms';
import type { z } from 'zod';
import type { Context } from '../../core/context.ts';
import type { TableCell } from '../../core/table-file.ts';
import { filesNamed } from '../applications/export-type.ts';
import type { ExportAttachment, ExportColumn, ExportTypeDefinition } from '../exports/export-type.ts';
import { fileDate, inert, safeFileName } from '../exports/rest-table.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { answerColumns, answerText, type AnswerColumn } from './answer-table.ts';
import { listSubmissions } from './queries.ts';
import { versionsOf, type FormRow, type FormSubmissionRow } from './repo.ts';
import { editableForm, formTitle } from './service.ts';

/** Answers read per query while the file is written. */
const PAGE = 200;
const FILE_TYPES: readonly QuestionType[] = ['file', 'video'];

export type FormsExportFilter = z.output<typeof formsExportFilterSchema>;

/** What a form's answers are written with: the form, its versions' numbers and one column per question any version asked. */
export async function formAnswersPlan(ctx: Context, formId: string) {
  const form: FormRow = await editableForm(ctx, formId);
  const versions = await versionsOf(await ctx.tx.db(), ctx.incubator.id, form.id);
  return { form, numbers: new Map(versions.map((v) => [v.id, v.number])), columns: answerColumns(versions), title: formTitle(form.title, ctx) };
}

type Plan = Awaited<ReturnType<typeof formAnswersPlan>>;

export const questionLabel = (ctx: Context, column: AnswerColumn) => pickLabel(column.question.label, ctx.language) ?? '';

function columnsOf(ctx: Context, plan: Plan): ExportColumn[] {
  const fixed = (key: string) => ({ header: ctx.t(`forms.download.${key}`), description: ctx.t(`exportColumns.forms.${key}`) });
  return [
    fixed('submittedAt'),
    fixed('respondent'),
    fixed('version'),
    ...plan.columns.map((c) => ({
      header: questionLabel(ctx, c),
      description: ctx.t(c.question.validations?.required ? 'exportColumns.forms.requiredAnswer' : 'exportColumns.forms.answer', {
        question: questionLabel(ctx, c),
        versions: c.versions.join(', '),
      }),
    })),
  ];
}

/** The form's answers, newest first, a page at a time along the answers list's own keyset. */
async function* submissionPages(ctx: Context, formId: string): AsyncGenerator<FormSubmissionRow[]> {
  let cursor: string | null = null;
  do {
    const page = await listSubmissions(ctx, formId, cursor, PAGE);
    if (page.results.length) yield page.results;
    cursor = page.next;
  } while (cursor);
}

/** One page of answers as rows, the respondents' names read for the whole page at once. */
async function pageRows(ctx: Context, plan: Plan, page: FormSubmissionRow[]): Promise<TableCell[][]> {
  const people = await userLoaders(ctx).user.loadMany([...new Set(page.map((s) => s.respondentId).filter((id): id is string => Boolean(id)))]);
  const names = new Map(people.filter((p): p is Exclude<typeof p, Error | null> => Boolean(p) && !(p instanceof Error)).map((p) => [p.id, displayName(p, ctx)]));
  return page.map((s) => [
    s.submittedAt,
    s.respondentId ? inert(names.get(s.respondentId) ?? '') : ctx.t('forms.download.anonymous'),
    String(plan.numbers.get(s.versionId) ?? ''),
    ...plan.columns.map((c) => inert(answerText(c.question, s.answers[c.question._id], ctx.language, s.answers[`${c.question._id}__other`]))),
  ]);
}

/** The files of a page's file and video answers, filed under the answer, then the question. */
async function pageFiles(ctx: Context, plan: Plan, page: FormSubmissionRow[]): Promise<ExportAttachment[]> {
  const fileColumns = plan.columns.filter((c) => FILE_TYPES.includes(c.question.questionType));
  const wanted = page.flatMap((s) => {
    const folder = safeFileName(`${s.submittedAt?.toISOString().slice(0, 10) ?? ''} ${s.id.slice(0, 8)}`);
    return fileColumns.flatMap((c) => {
      const named = s.answers[c.question._id];
      if (!Array.isArray(named)) return [];
      const question = safeFileName(questionLabel(ctx, c) || c.question._id);
      return named.filter((id): id is string => typeof id === 'string').map((attachmentId) => ({ attachmentId, submissionId: s.id, folder: `${folder}/${question}` }));
    });
  });
  return filesNamed(ctx, wanted);
}

/**
 * A form's answers as a file (its results, as /download/forms/:id lists them), to whoever may
 * edit the form: a line per answer, a column per question any version asked, the files as attachments.
 */
export const formsExportType: ExportTypeDefinition<FormsExportFilter> = {
  type: 'forms',
  filter: formsExportFilterSchema,
  async authorize(ctx, filter) {
    await editableForm(ctx, filter.formId);
  },
  async table(ctx, filter) {
    const plan = await formAnswersPlan(ctx, filter.formId);
    const first = await listSubmissions(ctx, plan.form.id, null, 1);
    return {
      name: `${safeFileName(plan.title.replace(/[^\p{L}\p{N} _-]+/gu, '')) || 'form'} ${fileDate()}`,
      sheet: ctx.t('forms.download.answersSheet'),
      columns: columnsOf(ctx, plan),
      total: first.totalCount,
      rows: (async function* () {
        for await (const page of submissionPages(ctx, plan.form.id)) yield await pageRows(ctx, plan, page);
      })(),
      attachments: (async function* () {
        if (!plan.columns.some((c) => FILE_TYPES.includes(c.question.questionType))) return;
        for await (const page of submissionPages(ctx, plan.form.id)) {
          const files = await pageFiles(ctx, plan, page);
          if (files.length) yield files;
        }
      })(),
    };
  },
};
