import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT_DIR } from '../../config.ts';
import { demoWebhookRoute } from '../../seed/demo-webhook-receiver.ts';

/** The published SDL (server/schema.graphql, checked against the running schema by the tests). */
const SDL_FILE = path.join(ROOT_DIR, 'server', 'schema.graphql');

/**
 * `GET /api/schema.graphql`: the whole schema for outside clients and code generators. Public, as
 * the file is: it says what may be asked, never what anyone may read. Beside it, the receiving end
 * of the demo's webhook (seed/demo-webhook-receiver.ts).
 */
export function apiRoutes(app: FastifyInstance): void {
  demoWebhookRoute(app);
  let sdl: Promise<string> | null = null;
  app.get('/api/schema.graphql', async (_request, reply) => {
    sdl ??= readFile(SDL_FILE, 'utf8');
    const text = await sdl.catch((error) => {
      sdl = null;
      throw error;
    });
    return reply
      .header('content-type', 'application/graphql; charset=utf-8')
      .header('content-disposition', 'inline; filename="schema.graphql"')
      .header('cache-control', 'no-cache')
      .send(text);
  });
}
