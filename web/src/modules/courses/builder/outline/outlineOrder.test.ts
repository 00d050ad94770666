import { describe, expect, it } from 'vitest';
import { locate, moveChapter, moveLesson, orderOf, sameOrder, stepOf, type OutlineOrder } from './outlineOrder';

const order: OutlineOrder = [
  { id: 'c1', lessonIds: ['a', 'b', 'c'] },
  { id: 'c2', lessonIds: [] },
  { id: 'c3', lessonIds: ['d'] },
];

describe("the outline's order", () => {
  it('is read from the outline as the server answers it', () => {
    expect(
      orderOf([
        { _id: 'c1', units: [{ _id: 'a' }] },
        { _id: 'c2', units: [] },
      ]),
    ).toEqual([
      { id: 'c1', lessonIds: ['a'] },
      { id: 'c2', lessonIds: [] },
    ]);
  });

  it('moves a chapter, and leaves the order alone for a move nowhere', () => {
    expect(moveChapter(order, 2, 0).map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
    expect(moveChapter(order, 0, 5)).toBe(order);
  });

  it('moves a lesson within its chapter as an array move does (down lands after the one it passed)', () => {
    expect(moveLesson(order, 'a', 'c1', 2)[0].lessonIds).toEqual(['b', 'c', 'a']);
    expect(moveLesson(order, 'c', 'c1', 0)[0].lessonIds).toEqual(['c', 'a', 'b']);
  });

  it('moves a lesson into another chapter, an empty one included, clamping the place to its end', () => {
    const moved = moveLesson(order, 'b', 'c2', 7);
    expect(moved.map((c) => c.lessonIds)).toEqual([['a', 'c'], ['b'], ['d']]);
    expect(locate(moved, 'b')).toEqual({ chapter: 1, index: 0 });
    expect(moveLesson(order, 'zz', 'c2', 0)).toBe(order);
  });

  it('steps a lesson up or down in reading order, across chapters at their edges', () => {
    expect(stepOf(order, 'b', -1)).toEqual({ chapterId: 'c1', position: 0 });
    // Down from the last lesson of a chapter: the start of the next chapter, even an empty one.
    expect(stepOf(order, 'c', 1)).toEqual({ chapterId: 'c2', position: 0 });
    // Up from the first lesson of a chapter: after the last lesson of the previous one.
    expect(stepOf(order, 'd', -1)).toEqual({ chapterId: 'c2', position: 0 });
    expect(stepOf(order, 'a', -1)).toBeNull();
    expect(stepOf(order, 'd', 1)).toBeNull();
  });

  it('tells two orders apart', () => {
    expect(sameOrder(order, moveLesson(order, 'a', 'c1', 0))).toBe(true);
    expect(sameOrder(order, moveLesson(order, 'a', 'c1', 1))).toBe(false);
  });
});
