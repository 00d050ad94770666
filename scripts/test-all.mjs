// Runs the type check and the lint, then every test layer — unit, server integration, web components (Vitest), then the
// end-to-end specs in Chromium against the production build — and ends with one line
// `N passed, N failed` counted over all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-results-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  console.log(`\n$ ${[path.basename(command), ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let broken = false;

// The type check: each package compiles, and every web GraphQL document is valid against the
// published schema (gql.tada reads server/schema.graphql), so a renamed server field fails here.
// Each check that fails counts as one failure; its messages stay in the output above.
const typeChecks = [
  ['tsc', ['-p', 'contracts', '--noEmit']],
  ['tsc', ['-p', 'server', '--noEmit']],
  ['tsc', ['-p', 'web', '--noEmit']],
  ['gql-tada', ['check', '--tsconfig', 'web/tsconfig.json']],
];
for (const [tool, args] of typeChecks) {
  if (run(bin(tool), args) !== 0) {
    failed += 1;
    console.error(`\nType check failed: ${tool} ${args.join(' ')}`);
  }
}

// Formatting and lint rules (biome.jsonc), read-only: one failure when a file is not formatted or breaks a rule.
if (run(bin('biome'), ['check', '--error-on-warnings', '.']) !== 0) {
  failed += 1;
  console.error('\nLint failed: biome check (`npx biome format --write .` formats the files)');
}

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = read(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

const buildStatus = run('npm', ['run', 'build', '--workspace', 'web']);
if (buildStatus !== 0) {
  broken = true;
} else {
  // The download budgets of the build just made (web/src/build/budgets.ts): one check, failed when a screen is over.
  const budgetStatus = run(process.execPath, ['web/src/build/bundleSizes.ts']);
  if (budgetStatus === 0) passed += 1;
  else failed += 1;
  const e2eJson = path.join(out, 'e2e.json');
  const e2eStatus = run(bin('playwright'), ['test', '--config', 'web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  const e2e = read(e2eJson);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}

if (broken) {
  failed += 1; // a layer that could not run at all counts as a failure
  console.error('\nA test layer could not run; see above.');
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
