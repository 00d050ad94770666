import { defineConfig } from 'vitest/config';

const TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// Files that each need a module graph of their own: one that mocks a module (a module another file
// loaded first would keep its real import), and one that counts the statements of a request (a
// cache another file warmed in the same process would change the count).
const ISOLATED = [
  'src/core/outbound.test.ts',
  'src/modules/coaching/external.test.ts',
  'src/modules/activity/activity.test.ts',
  'src/modules/community/rss.test.ts',
  'src/modules/tasks/overview.test.ts',
  'src/modules/users/users.test.ts',
  // Counts the transactions of every pool in the process: another file's leftovers would count too.
  'test/live-delivery.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A file spends much of its time waiting on PostgreSQL and on its own server: two at a time
    // keep both cores busy (the default on two cores is one).
    maxWorkers: 2,
    projects: [
      // Every file starts its own server and works in tenants of its own, so files may share a
      // process and its loaded modules: the server's modules are imported once per worker, not per file.
      { test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false } },
      { test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
