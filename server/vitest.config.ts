import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A file spends much of its time waiting on PostgreSQL and on its own server: two at a time
    // keep both cores busy (the default on two cores is one).
    maxWorkers: 2,
  },
});
