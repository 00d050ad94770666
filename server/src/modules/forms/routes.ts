import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { pickLabel } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { answerColumns, answerText } from './answer-table.ts';
import { listSubmissions } from './queries.ts';
import { versionsOf, type FormSubmissionRow } from './repo.ts';
import { editableForm, formTitle } from './service.ts';

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: an answer never runs anything. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Every answer of the form, read page by page along its index. */
async function allSubmissions(ctx: Context, formId: string): Promise<FormSubmissionRow[]> {
  const all: FormSubmissionRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await listSubmissions(ctx, formId, cursor, 200);
    all.push(...page.results);
    cursor = page.next;
  } while (cursor);
  return all;
}

/** The answers of a form as rows of text, with their header and the questions' dictionary. */
async function answerSheet(ctx: Context, formId: string) {
  const form = await editableForm(ctx, formId);
  const versions = await versionsOf(await ctx.tx.db(), ctx.incubator.id, form.id);
  const numbers = new Map(versions.map((v) => [v.id, v.number]));
  const columns = answerColumns(versions);
  const submissions = await allSubmissions(ctx, form.id);
  const people = await userLoaders(ctx).user.loadMany([...new Set(submissions.map((s) => s.respondentId).filter((id): id is string => Boolean(id)))]);
  const names = new Map(people.filter((p): p is Exclude<typeof p, Error | null> => Boolean(p) && !(p instanceof Error)).map((p) => [p.id, displayName(p, ctx)]));
  const label = (q: { label: { language: string; value: string }[] }) => pickLabel(q.label, ctx.language) ?? '';
  const header = [ctx.t('forms.download.submittedAt'), ctx.t('forms.download.respondent'), ctx.t('forms.download.version'), ...columns.map((c) => label(c.question))];
  const rows = submissions.map((s) => [
    s.submittedAt?.toISOString() ?? '',
    s.respondentId ? (names.get(s.respondentId) ?? '') : ctx.t('forms.download.anonymous'),
    String(numbers.get(s.versionId) ?? ''),
    ...columns.map((c) => inert(answerText(c.question, s.answers[c.question._id], ctx.language, s.answers[`${c.question._id}__other`]))),
  ]);
  const dictionary = columns.map((c) => [label(c.question), c.question.questionType, c.question.validations?.required ? '✓' : '', c.versions.join(', ')]);
  return { title: formTitle(form.title, ctx), header, rows, dictionary };
}

const fileName = (title: string, extension: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'form'
  } ${new Date().toISOString().slice(0, 10)}.${extension}`;

/** /download/forms/:id reads its file here: the answers as CSV or XLSX, to whoever may edit the form. */
export function formRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/forms/:id/answers.:format', async (request, reply) => {
    const { id, format } = request.params as { id: string; format: string };
    const file = await runRest(services, request, async (ctx) => {
      const sheet = await answerSheet(ctx, id);
      if (format === 'csv') {
        return {
          name: fileName(sheet.title, 'csv'),
          type: 'text/csv; charset=utf-8',
          body: Buffer.from(`\uFEFF${stringify([sheet.header, ...sheet.rows], { record_delimiter: '\r\n' })}`),
        };
      }
      const book = new ExcelJS.Workbook();
      const answers = book.addWorksheet(ctx.t('forms.download.answersSheet'), { views: [{ state: 'frozen', ySplit: 1, rightToLeft: ctx.language === 'ar' }] });
      answers.addRows([sheet.header, ...sheet.rows]);
      answers.getRow(1).font = { bold: true };
      const questions = book.addWorksheet(ctx.t('forms.download.questionsSheet'), { views: [{ rightToLeft: ctx.language === 'ar' }] });
      questions.addRows([
        [ctx.t('forms.download.question'), ctx.t('forms.download.type'), ctx.t('forms.download.required'), ctx.t('forms.download.versions')],
        ...sheet.dictionary,
      ]);
      questions.getRow(1).font = { bold: true };
      return {
        name: fileName(sheet.title, 'xlsx'),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: Buffer.from(await book.xlsx.writeBuffer()),
      };
    });
    if (format !== 'csv' && format !== 'xlsx') return reply.status(404).send();
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.body);
  });
}
