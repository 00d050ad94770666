// `npm start`: builds the web application and compiles the server when their builds are missing
// or older than their sources, then runs the compiled server in this very process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const contracts = newest(path.join(root, 'contracts/src'));

if (builtAt(path.join(root, 'web/dist/index.html')) < Math.max(newest(path.join(root, 'web')), contracts)) {
  console.log('Building the web application...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = path.join(root, 'server/dist/main.mjs');
if (builtAt(server) < Math.max(newest(path.join(root, 'server/src')), contracts, builtAt(path.join(root, 'server/build.mjs')))) {
  const { buildServer } = await import('../server/build.mjs');
  await buildServer();
}
await import(pathToFileURL(server).href);
