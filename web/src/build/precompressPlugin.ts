import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

/**
 * After the build has written every file (the copied public/ files included), writes the brotli
 * and gzip variants the server sends to browsers that accept them. They are made on disk only,
 * after the bundle is closed, so the service worker's list of files never names them.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'seedbed-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = Date.now();
      const files = await precompressDir(outDir);
      logger?.info(`Precompressed ${files.length} files (brotli and gzip) in ${Date.now() - started} ms`);
    },
  };
}
