import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyRequest } from 'fastify';
import { clientError, RETRY_AFTER_SECONDS } from '../core/errors.ts';
import { requestLanguage, translator, type Translate } from '../core/i18n/index.ts';
import type { Services } from '../core/services.ts';
import type { Context } from '../core/context.ts';
import { createGraphQL } from './graphql.ts';
import { healthRoute } from './health.ts';
import { addModuleRoutes, registerModuleDeclarations } from './modules.ts';
import { requestInfo } from '../core/request-context.ts';
import { serveWebApp } from './static-assets.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { attachSubscriptions } from './websocket.ts';

/** Fastify's refusals of a body it cannot parse: the client is told to send JSON, not that a field is wrong. */
const UNREADABLE_BODY = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

/** The largest JSON body; upload routes set their own limit from the file size limit. */
const BODY_LIMIT = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / 1048576);

export async function createHttpServer(services: Services) {
  const app = Fastify({
    loggerInstance: services.log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: services.config.trustProxy,
    bodyLimit: BODY_LIMIT,
  });

  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));

  // An upload is told the file size limit; any other body, the request's own limit.
  const tooLargeMessage = (request: FastifyRequest, t: Translate) =>
    request.headers['content-type']?.startsWith('multipart/')
      ? t('upload.tooLarge', { max: megabytes(services.config.storage.maxUploadBytes) })
      : t('errors.requestTooLarge', { max: megabytes(request.routeOptions.bodyLimit ?? BODY_LIMIT) });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const ctx = (request as typeof request & { seedbedContext?: Context }).seedbedContext;
    const t = ctx?.t ?? translator(requestLanguage(null, request.headers['accept-language']));
    const known = clientError(error);
    if (known) {
      const { message, extensions } = known.translate(t);
      if (known.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(known.status).send({ message, ...extensions });
    }
    if (error.statusCode && error.statusCode < 500) {
      const tooLarge = error.statusCode === 413;
      return reply.status(error.statusCode).send({
        code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        message: tooLarge ? tooLargeMessage(request, t) : UNREADABLE_BODY.has(error.code) ? t('errors.malformedBody') : t('validation.invalid'),
      });
    }
    services.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL', requestId: request.id, message: t('errors.internal', { requestId: request.id }) });
  });

  healthRoute(app, services);

  // What each module declares beyond its schema: file access, its kinds of event, its reactions.
  registerModuleDeclarations();
  await addModuleRoutes(app, services);

  const yoga = createGraphQL(services);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // A browser sends this header only after a CORS preflight, so a cross-site form cannot post here.
    // Checked before the body is parsed, so that a form's content type meets the same 400.
    onRequest: async (request, reply) => {
      if (request.method !== 'OPTIONS' && !request.headers['apollo-require-preflight']) {
        const t = translator(requestLanguage(null, request.headers['accept-language']));
        return reply.status(400).send({ errors: [{ message: t('errors.csrf'), extensions: { code: 'BAD_REQUEST' } }] });
      }
    },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { info: requestInfo(request) });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  await serveWebApp(app, services.config.webDist);

  const subscriptions = attachSubscriptions(app.server, yoga);
  app.addHook('onClose', async () => subscriptions.close());
  return app;
}
