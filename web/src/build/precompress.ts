import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;

/** Below this, the headers of a compressed answer outweigh what compression saves. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside every
 * compressible file of `dir` larger than MIN_BYTES, so that the server sends them as they are
 * instead of compressing on each request. A variant that would not be smaller is not written.
 * Returns the files that got variants, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file)).sort();
  const done = await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length <= MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const written = await Promise.all(
        [
          { suffix: '.br', bytes: br },
          { suffix: '.gz', bytes: gz },
        ]
          .filter(({ bytes }) => bytes.length < content.length)
          .map(({ suffix, bytes }) => fs.writeFile(file + suffix, bytes)),
      );
      return written.length ? path.relative(dir, file).split(path.sep).join('/') : null;
    }),
  );
  return done.filter((name): name is string => name !== null);
}
