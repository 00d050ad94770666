import { describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationRecipient } from './graphql';
import { appendPage, hasMorePages } from './mergePages';

const recipient = (id: string) => ({ _id: id }) as NotificationRecipient;
const page = (currentPage: number, totalPages: number, ids: string[], unreadCount = 0): NotificationPage => ({
  meta: { currentPage, totalPages, pageSize: 2 },
  unreadCount,
  notifications: ids.map(recipient),
});

describe('appendPage', () => {
  it('adds the next page under the shown ones, with the newest meta and counts', () => {
    const merged = appendPage(page(1, 3, ['a', 'b'], 4), page(2, 3, ['c', 'd'], 5));
    expect(merged.notifications.map((n) => n._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.meta.currentPage).toBe(2);
    expect(merged.unreadCount).toBe(5);
  });

  it('drops what the next page repeats after a new notification pushed the list down', () => {
    const merged = appendPage(page(1, 2, ['a', 'b']), page(2, 2, ['b', 'c']));
    expect(merged.notifications.map((n) => n._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasMorePages', () => {
  it.each([
    [page(1, 3, []), true],
    [page(3, 3, []), false],
    [page(1, 0, []), false],
    [undefined, false],
  ])('%#', (value, expected) => {
    expect(hasMorePages(value)).toBe(expected);
  });
});
