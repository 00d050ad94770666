// The bench's anchor: the smallest server on the same stack (Fastify + GraphQL Yoga) answering
// { __typename }. Seedbed's own bare answer is compared with it, so that the cost of everything
// Seedbed puts around a request shows beside what the stack itself costs on this machine.
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }), logging: false, graphiql: false, landingPage: false });
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.route({
  url: '/graphql',
  method: ['GET', 'POST', 'OPTIONS'],
  handler: async (request, reply) => {
    const response = await yoga.handleNodeRequestAndResponse(request, reply);
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  },
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
