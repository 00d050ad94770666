// Prints the gzip size of each budgeted screen of the production build (web/dist, made by
// `npm run build`) and exits with 1 when one is over its budget. Run with `npm run bundle-sizes`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatBudgets, measureBudgets, overBudget, type Manifest } from './budgets.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}; run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
// The level the build precompresses with (src/build/precompress.ts), so the figures are what is sent.
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: zlib.constants.Z_BEST_COMPRESSION }).length;

const measured = measureBudgets(manifest, gzipSize);
console.log('Bundle sizes (gzip, JavaScript + CSS; lazy chunks: what they add to the signed-in shell)\n');
console.log(formatBudgets(measured));
const over = overBudget(measured);
if (over.length) {
  console.error(`\n${over.length} over budget: ${over.map(({ name }) => name).join(', ')}`);
  process.exit(1);
}
console.log('\nEvery screen is within its budget.');
