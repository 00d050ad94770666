/**
 * The outline's order alone: chapters, each with its lessons' ids. Moves are computed here (pure,
 * tested), shown at once, and sent to the server; the order falls back to the server's if it refuses.
 */
export type OutlineOrder = ReadonlyArray<{ id: string; lessonIds: readonly string[] }>;

export function orderOf(outline: ReadonlyArray<{ _id: string; units: ReadonlyArray<{ _id: string }> }>): OutlineOrder {
  return outline.map((chapter) => ({ id: chapter._id, lessonIds: chapter.units.map((unit) => unit._id) }));
}

export const arrayMoved = <T>(list: readonly T[], from: number, to: number): T[] => list.toSpliced(from, 1).toSpliced(to, 0, list[from]);

/** Where a lesson is: its chapter's index and its own index in it, or null. */
export function locate(order: OutlineOrder, lessonId: string): { chapter: number; index: number } | null {
  for (let chapter = 0; chapter < order.length; chapter += 1) {
    const index = order[chapter].lessonIds.indexOf(lessonId);
    if (index >= 0) return { chapter, index };
  }
  return null;
}

export function moveChapter(order: OutlineOrder, from: number, to: number): OutlineOrder {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return order;
  return arrayMoved(order, from, to);
}

/** The lesson taken out of its place and put at `position` (clamped) of chapter `chapterId`. */
export function moveLesson(order: OutlineOrder, lessonId: string, chapterId: string, position: number): OutlineOrder {
  const from = locate(order, lessonId);
  if (!from || !order.some((c) => c.id === chapterId)) return order;
  const without = order.map((c, i) => (i === from.chapter ? { ...c, lessonIds: c.lessonIds.filter((id) => id !== lessonId) } : c));
  return without.map((c) => {
    if (c.id !== chapterId) return c;
    const at = Math.max(0, Math.min(position, c.lessonIds.length));
    return { ...c, lessonIds: c.lessonIds.toSpliced(at, 0, lessonId) };
  });
}

/**
 * One step up or down in reading order: within the chapter, or across into the end of the previous
 * chapter (up) or the start of the next one (down). Null when there is nowhere to go.
 */
export function stepOf(order: OutlineOrder, lessonId: string, direction: -1 | 1): { chapterId: string; position: number } | null {
  const at = locate(order, lessonId);
  if (!at) return null;
  const chapter = order[at.chapter];
  const index = at.index + direction;
  if (index >= 0 && index < chapter.lessonIds.length) return { chapterId: chapter.id, position: index };
  const next = order[at.chapter + direction];
  if (!next) return null;
  return { chapterId: next.id, position: direction < 0 ? next.lessonIds.length : 0 };
}

/** Whether two orders are the same. */
export const sameOrder = (a: OutlineOrder, b: OutlineOrder): boolean => JSON.stringify(a) === JSON.stringify(b);
