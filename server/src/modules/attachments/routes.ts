import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { runRest } from '../../app/request.ts';
import { bearerToken } from '../../core/auth/tokens.ts';
import type { Context } from '../../core/context.ts';
import { authenticationRequired } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { parseInput } from '../../core/validation.ts';
import { sendFile } from './download.ts';
import { uploadFieldsSchema, userFileKindSchema } from './inputs.ts';
import * as service from './service.ts';
import { receiveUpload, type ReceivedUpload } from './upload.ts';

type Params = Record<string, string>;

/** Attachments REST (upload, list, read, update, delete, user files, file download). */
export async function attachmentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const maxBytes = services.config.storage.maxUploadBytes;

  /**
   * Reads the upload, then runs `work` in the tenant transaction. A request with no token at all is
   * turned away before its body is read. If the transaction fails after the file was put, the file
   * is removed again, so storage never keeps bytes without a row.
   */
  async function withUpload<T>(request: FastifyRequest, work: (ctx: Context, received: ReceivedUpload) => Promise<T>): Promise<T> {
    if (!bearerToken(request.headers.authorization)) throw authenticationRequired();
    const received = await receiveUpload(request, maxBytes);
    let key: string | undefined;
    try {
      return await runRest(services, request, (ctx) => {
        key = service.storageKey(ctx.incubator.id, received.upload.id);
        return work(ctx, received);
      });
    } catch (error) {
      if (key) await services.storage.remove(key).catch(() => undefined);
      throw error;
    }
  }

  // Encapsulated: only these routes accept multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    // The form around the file is small; room for it keeps Fastify's own limit from cutting in first.
    const uploadRoute = { bodyLimit: maxBytes + 1024 * 1024 };

    scope.post('/api/attachment/upload', uploadRoute, async (request) =>
      withUpload(request, async (ctx, { upload, fields }) => {
        const reference = parseInput(uploadFieldsSchema, fields);
        const target = reference.referenceKind && reference.referenceId ? { kind: reference.referenceKind, id: reference.referenceId } : null;
        return service.uploadAttachment(ctx, upload, target);
      }),
    );

    scope.post('/api/users/file', uploadRoute, async (request) =>
      withUpload(request, async (ctx, { upload, fields }) => {
        const { kind } = parseInput(userFileKindSchema, fields);
        return service.uploadUserFile(ctx, upload, kind);
      }),
    );
  });

  app.get('/api/attachments', async (request) => runRest(services, request, (ctx) => service.listOwn(ctx, request.query)));

  app.get('/api/attachments/reference/:kind/:refId', async (request) =>
    runRest(services, request, (ctx) => service.listForReference(ctx, request.params)),
  );

  app.get('/api/attachments/:id', async (request) => runRest(services, request, (ctx) => service.getOne(ctx, (request.params as Params).id)));

  app.put('/api/attachments/:id', async (request) =>
    runRest(services, request, (ctx) => service.updateAttachment(ctx, (request.params as Params).id, request.body)),
  );

  app.delete('/api/attachments/:referenceId/:id', async (request) => {
    const { referenceId, id } = request.params as Params;
    return runRest(services, request, (ctx) => service.deleteAttachment(ctx, referenceId, id));
  });

  // The name segment is a wildcard: a parameter would be cut at Fastify's 100-character limit.
  app.get('/api/files/:id/:accessKey/*', async (request, reply) => sendFile(services, request, reply));
}
