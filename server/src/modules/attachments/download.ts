import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runRest } from '../../core/request-context.ts';
import { notFound } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { acceptedType } from './detect.ts';
import { findByAccessKey } from './service.ts';

/** RFC 5987 ext-value: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone but the grammar forbids. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For the rare client that ignores filename*: printable ASCII, no quote or backslash to break out of the string. */
const asciiFallback = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, '_');

export function contentDisposition(name: string, inline: boolean): string {
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * GET /api/files/:id/:accessKey/* without a bearer token: the unguessable key is the capability,
 * the tenant still comes from the host. The headers keep a file from ever acting as a page of this
 * origin: the detected type only, no sniffing, a sandbox with no sources, and anything that is not
 * an image or a PDF downloads instead of opening.
 */
export async function sendFile(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { id, accessKey } = request.params as { id: string; accessKey: string };
  const row = await runRest(services, request, (ctx) => findByAccessKey(ctx, id, accessKey));
  let body: Readable;
  try {
    body = await services.storage.get(row.storageKey);
  } catch {
    throw notFound();
  }
  const type = acceptedType(row.fileType);
  const inline = type?.kind === 'image' || type?.kind === 'pdf';
  return reply
    .headers({
      'content-type': type?.kind === 'text' ? `${row.fileType}; charset=utf-8` : row.fileType,
      'content-length': String(row.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': contentDisposition(row.name, inline),
      'cache-control': 'private, max-age=31536000, immutable',
    })
    .send(body);
}
