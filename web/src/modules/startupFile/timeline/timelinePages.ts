/**
 * The timeline as the pages it was read in: each page remembers the cursor it was asked with, so
 * one page can be read again when an item on it changes, however deep it lies. Pages follow each
 * other by keyset (pinned first, then newest), so a post arriving above never shifts those below.
 */
export interface Item {
  _id: string;
  replies?: ReadonlyArray<{ _id: string }>;
  replyCount?: number;
}

export interface TimelinePage<T extends Item> {
  /** The cursor this page was read with; null for the first page. */
  cursor: string | null;
  results: T[];
  next: string | null;
}

export interface Timeline<T extends Item> {
  pages: TimelinePage<T>[];
}

export const emptyTimeline = <T extends Item>(): Timeline<T> => ({ pages: [] });

/** Every item once, in order: a post that moved (pinned, unpinned) shows where it was read last from the top. */
export function timelineItems<T extends Item>(timeline: Timeline<T>): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of timeline.pages) {
    for (const item of page.results) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}

/** Where the next page starts: after the last page read, while the server says more remain. */
export const nextCursor = <T extends Item>(timeline: Timeline<T>) => timeline.pages.at(-1)?.next ?? null;

/** A page read further down, added under the others (a page asked twice, e.g. by a double scroll, is not repeated). */
export function appendPage<T extends Item>(timeline: Timeline<T>, page: TimelinePage<T>): Timeline<T> {
  if (timeline.pages.length === 0) return { pages: [page] };
  if (page.cursor === null || page.cursor !== nextCursor(timeline)) return timeline;
  return { pages: [...timeline.pages, page] };
}

/**
 * A page read again (after a live change). What it held and no longer does stays under it unless
 * it was removed or moved (`gone`): a post pushed down by a new one above would otherwise fall
 * between this page and the next, which starts where this one used to end.
 */
export function refreshPage<T extends Item>(timeline: Timeline<T>, fresh: TimelinePage<T>, gone: ReadonlySet<string> = new Set()): Timeline<T> {
  const index = timeline.pages.findIndex((page) => page.cursor === fresh.cursor);
  if (index < 0) return timeline.pages.length === 0 && fresh.cursor === null ? { pages: [fresh] } : timeline;
  const old = timeline.pages[index];
  const now = new Set(fresh.results.map((item) => item._id));
  const pushedDown = old.results.filter((item) => !now.has(item._id) && !gone.has(item._id));
  const last = index === timeline.pages.length - 1;
  const page: TimelinePage<T> = {
    cursor: fresh.cursor,
    results: [...fresh.results, ...pushedDown],
    // Only the last page's `next` is ever followed; a page in the middle keeps the one it had.
    next: last ? fresh.next : old.next,
  };
  return { pages: timeline.pages.map((p, i) => (i === index ? page : p)) };
}

/** The cursor of the page that shows this item (or holds it as a reply), if it is shown. */
export function pageCursorOf<T extends Item>(timeline: Timeline<T>, id: string): string | null | undefined {
  const page = timeline.pages.find((p) => p.results.some((item) => item._id === id || item.replies?.some((reply) => reply._id === id)));
  return page ? page.cursor : undefined;
}

/** A post deleted, or a reply of a shown post (with its count) when `parentId` is given. */
export function removeItem<T extends Item>(timeline: Timeline<T>, id: string, parentId?: string | null): Timeline<T> {
  return {
    pages: timeline.pages.map((page) => ({
      ...page,
      results: page.results
        .filter((item) => parentId || item._id !== id)
        .map((item) => {
          if (!parentId || item._id !== parentId || !item.replies?.some((reply) => reply._id === id)) return item;
          return { ...item, replies: item.replies.filter((reply) => reply._id !== id), replyCount: Math.max(0, (item.replyCount ?? 1) - 1) };
        }),
    })),
  };
}

/** Puts the server's fresh copy of a shown post in place (after one's own edit). */
export function replaceItem<T extends Item>(timeline: Timeline<T>, item: T): Timeline<T> {
  return { pages: timeline.pages.map((page) => ({ ...page, results: page.results.map((shown) => (shown._id === item._id ? item : shown)) })) };
}
