import type { FastifyInstance } from 'fastify';
import { runRest } from '../../core/request-context.ts';
import { notFound } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { contentDisposition } from '../attachments/download.ts';
import { CONTENT_TYPES } from './file.ts';
import { downloadState, findOwnExport } from './service.ts';

/**
 * GET /api/exports/:id/file: the written file, to its requester only (another person, another
 * tenant: not found). A file whose time is up answers 410 with the reason in the reader's language.
 */
export function exportRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/exports/:id/file', async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = await runRest(services, request, async (ctx) => {
      const row = await findOwnExport(ctx, id);
      return { row, state: downloadState(row), gone: ctx.t('exports.errors.expired') };
    });
    if (found.state === 'expired') return reply.code(410).header('cache-control', 'no-store').send({ code: 'GONE', message: found.gone });
    if (found.state !== 'ready' || !found.row.storageKey) throw notFound();
    const name = found.row.fileName ?? `export.${found.row.format}`;
    let body: Awaited<ReturnType<Services['storage']['get']>>;
    try {
      body = await services.storage.get(found.row.storageKey);
    } catch {
      throw notFound();
    }
    return reply
      .headers({
        'content-type': name.endsWith('.zip') ? CONTENT_TYPES.zip : CONTENT_TYPES.xlsx,
        'content-disposition': contentDisposition(name, false),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        ...(found.row.sizeBytes !== null ? { 'content-length': String(found.row.sizeBytes) } : {}),
      })
      .send(body);
  });
}
