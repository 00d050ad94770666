import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runRest } from '../../core/request-context.ts';
import { notFound } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import type { ByteRange } from '../../core/storage.ts';
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
 * The one range of a `Range: bytes=…` header a video player sends (`a-b`, `a-`, or the last `-n`
 * bytes), clipped to the file. `null`: no usable range, so the whole file is sent (several ranges,
 * another unit, a malformed header — RFC 9110 lets a server ignore them); 'unsatisfiable': a range
 * that starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match || (!match[1] && !match[2])) return null;
  const [first, last] = [match[1] ? Number(match[1]) : null, match[2] ? Number(match[2]) : null];
  if (first === null) {
    // A suffix: the last `last` bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - (last ?? 0)), end: size - 1 };
  }
  if (last !== null && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/**
 * GET /api/files/:id/:accessKey/* without a bearer token: the unguessable key is the capability,
 * the tenant still comes from the host. The headers keep a file from ever acting as a page of this
 * origin: the detected type only, no sniffing, a sandbox with no sources, and anything that is not
 * an image, a video or a PDF downloads instead of opening. Every file answers byte ranges, so that
 * a video starts playing from anywhere without being read whole (206, or 416 past its end).
 */
export async function sendFile(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { id, accessKey } = request.params as { id: string; accessKey: string };
  const row = await runRest(services, request, (ctx) => findByAccessKey(ctx, id, accessKey));
  const type = acceptedType(row.fileType);
  const inline = type?.kind === 'image' || type?.kind === 'pdf' || type?.kind === 'video';
  const headers = {
    'content-type': type?.kind === 'text' ? `${row.fileType}; charset=utf-8` : row.fileType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': contentDisposition(row.name, inline),
    'cache-control': 'private, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
  };
  const range = requestedRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .headers({ ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-range': `bytes */${row.size}` })
      .send('');
  }
  let body: Readable;
  try {
    body = await services.storage.get(row.storageKey, range ?? undefined);
  } catch {
    throw notFound();
  }
  if (!range) return reply.headers({ ...headers, 'content-length': String(row.size) }).send(body);
  return reply
    .code(206)
    .headers({ ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${row.size}` })
    .send(body);
}
