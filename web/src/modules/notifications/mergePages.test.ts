import { describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationRecipient } from './graphql';
import { appendPage, hasMorePages } from './mergePages';

const recipient = (id: string) => ({ _id: id }) as NotificationRecipient;
const page = (currentPage: number, totalPages: number, ids: string[], unreadCount = 0, next: string | null = null): NotificationPage => ({
  meta: { currentPage, totalPages, pageSize: 2 },
  unreadCount,
  next,
  notifications: ids.map(recipient),
});

describe('appendPage', () => {
  it('adds the next page under the shown ones, with the newest meta, counts and cursor', () => {
    const merged = appendPage(page(1, 3, ['a', 'b'], 4, 'after-b'), page(2, 3, ['c', 'd'], 5, 'after-d'));
    expect(merged.notifications.map((n) => n._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.meta.currentPage).toBe(2);
    expect(merged.unreadCount).toBe(5);
    expect(merged.next).toBe('after-d');
  });

  it('drops what the next page repeats of the shown ones', () => {
    const merged = appendPage(page(1, 2, ['a', 'b']), page(2, 2, ['b', 'c']));
    expect(merged.notifications.map((n) => n._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasMorePages', () => {
  it.each([
    // Only the cursor tells: page numbers are not counted when paging by cursor.
    [page(1, 3, [], 0, 'after'), true],
    [page(0, 3, [], 0, 'after'), true],
    [page(1, 3, [], 0, null), false],
    [page(1, 0, []), false],
    [undefined, false],
  ])('%#', (value, expected) => {
    expect(hasMorePages(value)).toBe(expected);
  });
});
