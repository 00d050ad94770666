import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../core/context.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { tableFormat } from '../../core/table-file.ts';
import { parseInput } from '../../core/validation.ts';
import { sendExportTable } from '../exports/rest-table.ts';
import { coachingSessionsExportType } from './export-type.ts';

/** The query string's filter: the text of each field the list sends, empty ones left out. */
function filterFromQuery(query: Record<string, unknown>): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const name of ['from', 'to', 'coachId', 'startupId', 'programId']) {
    const value = query[name];
    if (value !== undefined && value !== '') filter[name] = typeof value === 'string' ? value : String(value);
  }
  return filter;
}

/**
 * GET /api/coachingsessions?format=csv|xlsx&from&to&coachId&startupId&programId: the sessions the
 * viewer may export (COACHING_SESSION:EXPORT), by date, as the export type `coachingSessions`
 * writes them, streamed as they are read (one transaction, a page at a time). Refusals (sign-in,
 * permission, a bad filter) answer before the first byte, as JSON with their code and translated
 * message.
 */
export function coachingExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/coachingsessions', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      const filter = parseInput(coachingSessionsExportType.filter, filterFromQuery(query));
      await coachingSessionsExportType.authorize(ctx, filter);
      await sendExportTable(ctx, request, reply, await coachingSessionsExportType.table(ctx, filter), format, 'coaching export');
    });
    return reply;
  });
}
