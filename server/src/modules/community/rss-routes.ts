import type { FastifyInstance } from 'fastify';
import { DEMO_NEWS_PATH, demoNewsXml } from '../../seed/demo-news.ts';

/**
 * The demo's own outside feed, served by the server itself so that the demo's news feed reads a real
 * RSS address without reaching the internet. A static public document: no tenant, no one's data.
 */
export function demoNewsRoute(app: FastifyInstance): void {
  app.get(DEMO_NEWS_PATH, async (_request, reply) => reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(demoNewsXml()));
}
