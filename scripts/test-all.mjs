// Runs the type check and the lint, then every test layer — unit, server integration, web components (Vitest), then the
// end-to-end specs in Chromium against the production build — and ends with one line
// `N passed, N failed` counted over all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

// The first line of a failure's message, without colours.
function firstLine(messages) {
  const text = stripVTControlCharacters(messages[0] ?? '');
  return text.split('\n').find((line) => line.trim() !== '') ?? '';
}

// Every spec of a Playwright JSON report, through its nested suites.
function specsOf(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

let passed = 0;
let failed = 0;
let broken = false;
// The names of what failed, repeated just above the last line: a long log is often read from its tail only.
const failures = [];

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
    failures.push(`type check: ${tool} ${args.join(' ')}`);
  }
}

// Formatting and lint rules (biome.jsonc), read-only: one failure when a file is not formatted or breaks a rule.
if (run(bin('biome'), ['check', '--error-on-warnings', '.']) !== 0) {
  failed += 1;
  failures.push('lint: biome check (`npx biome format --write .` formats the files)');
}

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = read(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults) {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) failures.push(`${name} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && tests.length === 0) failures.push(`${name}\n    ${firstLine([file.message])}`);
  }
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

const buildStatus = run('npm', ['run', 'build', '--workspace', 'web']);
if (buildStatus !== 0) {
  broken = true;
} else {
  // The download budgets of the build just made (web/src/build/budgets.ts): one check, failed when a screen is over.
  const budgetStatus = run(process.execPath, ['web/src/build/bundleSizes.ts']);
  if (budgetStatus === 0) passed += 1;
  else {
    failed += 1;
    failures.push('download budgets: web/src/build/bundleSizes.ts');
  }
  const e2eJson = path.join(out, 'e2e.json');
  const e2eStatus = run(bin('playwright'), ['test', '--config', 'web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  const e2e = read(e2eJson);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    for (const spec of specsOf(e2e.suites)) {
      if (spec.ok) continue;
      const last = spec.tests.at(-1)?.results.at(-1);
      failures.push(`web/e2e/${spec.file} › ${spec.title}\n    ${firstLine(last?.errors?.map((e) => e.message) ?? [])}`);
    }
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}

if (broken) {
  failed += 1; // a layer that could not run at all counts as a failure
  console.error('\nA test layer could not run; see above.');
}
if (failures.length > 0) console.error(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
