import { describe, expect, it } from 'vitest';
import { appendPage } from './useActivityFeed';

const entry = (id: string) => ({ _id: id, kind: 'task.created', createdAt: '2026-03-10T10:00:00Z', actor: null, summary: id });

describe('appendPage', () => {
  it('adds the next page under the shown ones, drops repeats and takes the new cursor', () => {
    const shown = { results: [entry('a'), entry('b')], next: 'c1' };
    const next = { results: [entry('b'), entry('c')], next: null };
    expect(appendPage(shown, next)).toEqual({ results: [entry('a'), entry('b'), entry('c')], next: null });
  });
});
