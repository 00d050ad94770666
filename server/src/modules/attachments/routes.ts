import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { identifyBeforeBody, runIn, runRest } from '../../core/request-context.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Services } from '../../core/services.ts';
import { parseInput } from '../../core/validation.ts';
import { sendFile } from './download.ts';
import { uploadFieldsSchema, userFileKindSchema } from './inputs.ts';
import * as service from './service.ts';
import { receiveUpload, type ReceivedUpload } from './upload.ts';
import { uploadSlots } from './upload-slots.ts';

type Params = Record<string, string>;

/** The context the upload scope's hook identified the viewer in. */
const uploadContext = (request: FastifyRequest) => (request as FastifyRequest & { seedbedContext: Context }).seedbedContext;

/** How long a client may go on sending a body after it was answered without it. */
const LINGER_MS = 2000;

/**
 * An upload answered before its body is fully read (refused up front, or too large) leaves the
 * rest unread: Node discards it, so that the client still reads the answer, but only for a moment.
 * A client that keeps sending after that loses the connection, so no body that never ends holds
 * one open (the server sets no overall request timeout).
 */
function cutOffUnreadBody(request: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => {
    if (request.complete) return;
    const timer = setTimeout(() => {
      if (!request.complete) request.socket.destroy();
    }, LINGER_MS);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
    request.once('close', () => clearTimeout(timer));
  });
}

/** Attachments REST (upload, list by record and folder, folders, read, update, delete, user files, file download). */
export async function attachmentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { maxUploadBytes: maxBytes, maxUploadsPerAddress } = services.config.storage;
  const slots = uploadSlots(maxUploadsPerAddress);

  /**
   * Receives the upload into storage's incoming folder, then runs `work` in the tenant
   * transaction. The received file never outlives the request: work moves it into storage, or it is
   * removed; if the transaction fails after the move, the stored file is removed again, so storage
   * never keeps bytes without a row.
   */
  async function withUpload<T>(request: FastifyRequest, work: (ctx: Context, received: ReceivedUpload) => Promise<T>): Promise<T> {
    const ctx = uploadContext(request);
    const received = await receiveUpload(request, maxBytes, services.storage.incomingDir);
    let key: string | undefined;
    try {
      return await runIn(ctx, () => {
        key = service.storageKey(ctx.incubator.id, received.upload.id);
        return work(ctx, received);
      });
    } catch (error) {
      if (key) await services.storage.remove(key).catch(() => undefined);
      throw error;
    } finally {
      await fs.rm(received.upload.file, { force: true });
    }
  }

  // Encapsulated: only these routes accept multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    // The form around the file is small; room for it keeps Fastify's own limit from cutting in first.
    const uploadRoute = { bodyLimit: maxBytes + 1024 * 1024 };

    /**
     * Before a byte of the body is read: the bearer token must name a person (one lookup), and the
     * client's address may have only so many uploads under way. A refused request's body is never read.
     */
    scope.addHook('onRequest', async (request, reply) => {
      cutOffUnreadBody(request.raw, reply.raw);
      requireViewer(await identifyBeforeBody(services, request));
      slots.take(request.ip, reply.raw);
    });

    scope.post('/api/attachment/upload', uploadRoute, async (request) =>
      withUpload(request, async (ctx, { upload, fields }) => {
        const reference = parseInput(uploadFieldsSchema, fields);
        const target = reference.referenceKind && reference.referenceId ? { kind: reference.referenceKind, id: reference.referenceId } : null;
        return service.uploadAttachment(ctx, upload, target, reference.folder);
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

  app.get('/api/attachments/reference/:kind/:refId', async (request) => runRest(services, request, (ctx) => service.listForReference(ctx, request.params, request.query)));

  app.get('/api/attachments/reference/:kind/:refId/folders', async (request) => runRest(services, request, (ctx) => service.listReferenceFolders(ctx, request.params)));

  app.put('/api/attachments/reference/:kind/:refId/folders', async (request) => runRest(services, request, (ctx) => service.renameFolder(ctx, request.params, request.body)));

  app.get('/api/attachments/:id', async (request) => runRest(services, request, (ctx) => service.getOne(ctx, (request.params as Params).id)));

  app.put('/api/attachments/:id', async (request) => runRest(services, request, (ctx) => service.updateAttachment(ctx, (request.params as Params).id, request.body)));

  app.delete('/api/attachments/:referenceId/:id', async (request) => {
    const { referenceId, id } = request.params as Params;
    return runRest(services, request, (ctx) => service.deleteAttachment(ctx, referenceId, id));
  });

  // The name segment is a wildcard: a parameter would be cut at Fastify's 100-character limit.
  app.get('/api/files/:id/:accessKey/*', async (request, reply) => sendFile(services, request, reply));
}
