import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

// Files that need a process of their own: those that mock a module (a module another file loaded
// first would keep its real import), and the engagement tab's, whose tables open with a transition
// run on animation frames that were seen to stall after other files in the same process.
const ISOLATED = [
  'src/modules/community/shared/post/composer/PostComposer.test.tsx',
  'src/modules/community/feed/PostPage.test.tsx',
  'src/modules/community/feed/FeedPage.test.tsx',
  'src/modules/startupFile/timeline/NoteComposer.test.tsx',
  'src/modules/coaching/calendar/CalendarPage.test.tsx',
  'src/modules/events/page/EventPage.test.tsx',
  'src/modules/courses/courseware/CoursewarePage.test.tsx',
  'src/shell/errors/errorPages.test.tsx',
  'src/modules/feedback/management/CreateRequestDialog.test.tsx',
  'src/modules/engagement/EngagementTab.test.tsx',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A slow moment of the machine must not fail a component test.
    testTimeout: 30_000,
    // Most of a file's time is spent setting up its document: two at a time keep both cores busy
    // (the default on two cores is one).
    maxWorkers: 2,
    projects: [
      // Each file renders into a fresh document and the setup clears what outlives a screen (stores,
      // toasts), so files may share a process and its loaded modules: the interface is imported once per worker.
      { test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false } },
      { test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
