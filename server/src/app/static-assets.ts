import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './security-headers.ts';

/** Built files carry a hash of their content in their name: a new content is a new address. */
const HASHED = 'public, max-age=31536000, immutable';
/**
 * Every other file keeps its address while its content changes: the shell, the service worker,
 * and public/'s icon, brand images and the two small scripts the shell loads. The browser asks
 * each time (304 when unchanged), so it sees a release at once and a new worker on each visit.
 * A short cache of public/ files would spare little, since the service worker serves them on
 * later visits, and its install would then keep a previous release's copy from the HTTP cache.
 */
const REVALIDATE = 'no-cache';

/** The variants the build writes beside each file (web/src/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encoding to send a body in: brotli, then gzip, whichever the client accepts (q above 0). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  return ENCODINGS.find(({ name }) => (weights.get(name) ?? weights.get('*') ?? 0) > 0)?.name;
}

function cachePolicy(root: string, filePath: string): string {
  const logical = ENCODINGS.reduce((file, { suffix }) => (file.endsWith(suffix) ? file.slice(0, -suffix.length) : file), filePath);
  const relative = path.relative(root, logical).split(path.sep).join('/');
  // Vite names everything it writes to assets/ `<name>-<hash>.<ext>`.
  return relative.startsWith('assets/') ? HASHED : REVALIDATE;
}

/**
 * The shell (index.html) answers every client-side route. It is small and fixed until the next
 * start, so it is compressed once here rather than read from disk on each request.
 */
function shellVariants(indexHtml: string) {
  const plain = fs.readFileSync(indexHtml);
  return {
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip: zlib.gzipSync(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

function sendShell(reply: FastifyReply, shell: ReturnType<typeof shellVariants>, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? shell[encoding] : shell.plain);
}

/**
 * The built web application: its files as the build wrote them, sent brotli- or gzip-compressed
 * when the browser accepts it (the build wrote those variants), and the shell for every other GET
 * that is not the API, so that the web application's router decides what to show.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The variants are sent in place of their file, never at an address of their own.
    globIgnore: ENCODINGS.map(({ suffix }) => `**/*${suffix}`),
    // Called with the file actually sent, which may be a variant.
    setHeaders: (reply, filePath) => void reply.header('cache-control', cachePolicy(webDist, filePath)),
  });
  const shell = shellVariants(indexHtml);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || isApiPath(request.url) || path.extname(request.url.split('?')[0])) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return sendShell(reply, shell, request.headers['accept-encoding']);
  });
}
