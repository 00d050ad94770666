import type { FastifyInstance } from 'fastify';
import type { Services } from '../core/services.ts';

/**
 * 200 when the database answers and live events are heard; otherwise 503, naming what is down,
 * for load balancers and people alike. Asked on the live pool, so that a busy request pool does
 * not read as an outage.
 */
export function healthRoute(app: FastifyInstance, services: Services) {
  app.get('/api/health', async (_request, reply) => {
    const database = await services.livePool.query('SELECT 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    const live = services.pubsub.state();
    const healthy = database === 'ok' && live === 'ok';
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable', database, live });
  });
}
