import { defineConfig } from 'vitest/config';

/** Unit, integration and component tests of every package in one run. */
export default defineConfig({
  test: { projects: ['contracts', 'server', 'web'] },
});
