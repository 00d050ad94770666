import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../core/validation.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { tableFormat } from '../../core/table-file.ts';
import { sendExportTable } from '../exports/rest-table.ts';
import { applicationsExportType } from './export-type.ts';

/** The overview filter as a query string carries it: repeated or comma-separated lists, numbers and booleans as text. */
export function filterFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  const list = (value: unknown) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((v) => String(v).split(','))
          .map((v) => v.trim())
          .filter(Boolean);
  const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const filter: Record<string, unknown> = {
    funnelIds: list(query.funnelIds),
    roundIds: list(query.roundIds),
    statuses: list(query.statuses),
    statusGroup: text(query.statusGroup),
    tagIds: list(query.tagIds),
    evaluatorIds: list(query.evaluatorIds),
    scoreMin: number(query.scoreMin),
    scoreMax: number(query.scoreMax),
    search: text(query.search),
    assignedToMe: query.assignedToMe === undefined ? undefined : query.assignedToMe === 'true',
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/**
 * GET /api/applications/export?format=csv|xlsx&<overview filters>: the applications the overview
 * lists for the viewer, newest first, as the export type `applications` writes them, streamed as
 * they are read (one transaction, a page at a time). Refusals (sign-in, permission, plan, a bad
 * filter) answer before the first byte, as JSON with their code.
 */
export function applicationExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/applications/export', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      const format = tableFormat(query.format);
      const filter = parseInput(applicationsExportType.filter, { filter: filterFromQuery(query) });
      await applicationsExportType.authorize(ctx, filter);
      await sendExportTable(ctx, request, reply, await applicationsExportType.table(ctx, filter), format, 'application export');
    });
    return reply;
  });
}
