import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import type { TableCell } from '../../core/table-file.ts';
import { sendExportTable } from '../exports/rest-table.ts';
import { formAnswersPlan, formsExportType, questionLabel } from './export-type.ts';

/**
 * /download/forms/:id reads its file here: the answers as the export type `forms` writes them, to
 * whoever may edit the form. CSV streams; the XLSX workbook adds a sheet of the questions (type,
 * whether required, the versions that asked them).
 */
export function formRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/forms/:id/answers.:format', async (request, reply) => {
    const { id, format } = request.params as { id: string; format: string };
    const workbook = await runRest(services, request, async (ctx) => {
      const filter = { formId: id };
      await formsExportType.authorize(ctx, filter);
      if (format !== 'csv' && format !== 'xlsx') return null;
      const table = await formsExportType.table(ctx, filter);
      if (format === 'csv') {
        await sendExportTable(ctx, request, reply, table, 'csv', 'form answers export');
        return 'streamed' as const;
      }
      const plan = await formAnswersPlan(ctx, id);
      const book = new ExcelJS.Workbook();
      const answers = book.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: ctx.language === 'ar' }] });
      answers.addRow(table.columns.map((c) => c.header));
      for await (const rows of table.rows) answers.addRows(rows.map((row: TableCell[]) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell))));
      answers.getRow(1).font = { bold: true };
      const questions = book.addWorksheet(ctx.t('forms.download.questionsSheet'), { views: [{ rightToLeft: ctx.language === 'ar' }] });
      questions.addRows([
        [ctx.t('forms.download.question'), ctx.t('forms.download.type'), ctx.t('forms.download.required'), ctx.t('forms.download.versions')],
        ...plan.columns.map((c) => [questionLabel(ctx, c), c.question.questionType, c.question.validations?.required ? '✓' : '', c.versions.join(', ')]),
      ]);
      questions.getRow(1).font = { bold: true };
      return { name: `${table.name}.xlsx`, body: Buffer.from(await book.xlsx.writeBuffer()) };
    });
    if (workbook === 'streamed') return reply;
    if (!workbook) return reply.status(404).send();
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(workbook.name)}`)
      .send(workbook.body);
  });
}
