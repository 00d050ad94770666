import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { tableFormat } from '../../core/table-file.ts';
import { sendExportTable } from '../exports/rest-table.ts';
import { courseCohortReportExportType } from './export-type.ts';

/**
 * GET /api/courses/cohorts/:id/report?format=csv|xlsx: the course cohort report for the course's
 * managers, as the export type `courseCohortReport` writes it, streamed a page of learners at a
 * time. Refusals (sign-in, the flag, a cohort out of sight or not theirs to manage, a bad format)
 * answer before the first byte, as JSON with their translated message.
 */
export function cohortReportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/courses/cohorts/:id/report', async (request, reply) => {
    const { id } = request.params as { id: string };
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      if (!isId(id)) throw notFound();
      const filter = { cohortId: id };
      await courseCohortReportExportType.authorize(ctx, filter);
      await sendExportTable(ctx, request, reply, await courseCohortReportExportType.table(ctx, filter), format, 'course cohort report');
    });
    return reply;
  });
}
