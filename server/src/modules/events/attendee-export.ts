import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { tableFormat } from '../../core/table-file.ts';
import { sendExportTable } from '../exports/rest-table.ts';
import { eventExportType } from './export-type.ts';

/**
 * GET /api/events/:id/attendees?format=csv|xlsx: an event's people in registration order, for its
 * hosts and managers, as the export type `event` writes them, streamed as they are read. Refusals
 * (sign-in, an event out of sight or not theirs to manage, a bad format) answer before the first
 * byte, as JSON with their translated message.
 */
export function attendeeExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/events/:id/attendees', async (request, reply) => {
    const { id } = request.params as { id: string };
    const query = request.query as Record<string, unknown>;
    await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const format = tableFormat(query.format, 'csv');
      if (!isId(id)) throw notFound();
      const filter = { eventId: id };
      await eventExportType.authorize(ctx, filter);
      await sendExportTable(ctx, request, reply, await eventExportType.table(ctx, filter), format, 'event attendee export');
    });
    return reply;
  });
}
