import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { shellFiles, type BuiltFile } from './shellFiles.ts';

const ENTRY = new URL('./sw.ts', import.meta.url).pathname;
const OUTPUT = 'sw.js';

/** FNV-1a: enough to tell builds apart, without pulling Node's crypto into the typings. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The files of public/ (icon, brand images), which the build copies as they are. */
function publicFiles(dir: string, prefix = ''): Array<{ name: string; file: string }> {
  if (!dir || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const name = `${prefix}/${entry.name}`;
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(file, name) : [{ name, file }];
  });
}

/**
 * Builds src/serviceWorker/sw.ts to /sw.js (a fixed name: the browser checks that address for
 * new versions) and writes into it the list of the files the app starts with (./shellFiles.ts),
 * so that it can keep them for offline start. Production builds only; development runs without a worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'seedbed-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: ENTRY, fileName: OUTPUT });
    },
    generateBundle: {
      // After the HTML plugin has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[OUTPUT];
        if (worker?.type !== 'chunk') return;
        if (/^\s*import\s|\bimport\s*\(/m.test(worker.code)) {
          this.error(`${OUTPUT} must be a classic script, but the build gave it imports; keep it free of modules the app shares.`);
        }
        // The shell only: the other chunks are kept by the worker when first used.
        const built = shellFiles(bundle as Record<string, BuiltFile>, [OUTPUT]);
        const copied = publicFiles(publicDir);
        const files = [...new Set([...built, ...copied.map(({ name }) => name)])].sort();
        // Built names carry their content's hash (all of them, so that a change to any page makes a
        // new worker); copied files keep their names, so their content counts.
        const everyBuilt = Object.keys(bundle)
          .filter((name) => name !== OUTPUT)
          .sort();
        const version = fingerprint([...everyBuilt, ...files, ...copied.map(({ file }) => fs.readFileSync(file, 'latin1'))].join('\n'));
        const constants = { __SHELL_FILES__: JSON.stringify(files), __SHELL_VERSION__: JSON.stringify(version) };
        for (const [name, value] of Object.entries(constants)) {
          if (!worker.code.includes(name)) this.error(`${OUTPUT} lost its ${name} placeholder`);
          worker.code = worker.code.split(name).join(value);
        }
      },
    },
  };
}
