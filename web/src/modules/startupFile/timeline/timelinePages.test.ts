import { describe, expect, it } from 'vitest';
import { planLiveChange } from './liveChanges';
import { appendPage, emptyTimeline, nextCursor, pageCursorOf, refreshPage, removeItem, timelineItems, type Item, type Timeline } from './timelinePages';

interface Post extends Item {
  text?: string;
}

const post = (id: string, extra: Partial<Post> = {}): Post => ({ _id: id, replies: [], replyCount: 0, ...extra });
const ids = (timeline: Timeline<Post>) => timelineItems(timeline).map((item) => item._id);

/** Three pages of two: a b | c d | e f, more after. */
function threePages(): Timeline<Post> {
  let timeline = appendPage(emptyTimeline<Post>(), { cursor: null, results: [post('a'), post('b')], next: 'c1' });
  timeline = appendPage(timeline, { cursor: 'c1', results: [post('c'), post('d')], next: 'c2' });
  return appendPage(timeline, { cursor: 'c2', results: [post('e'), post('f')], next: 'c3' });
}

describe('timeline pages', () => {
  it('adds pages in order and follows the last one’s cursor', () => {
    const timeline = threePages();
    expect(ids(timeline)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(nextCursor(timeline)).toBe('c3');
  });

  it('ignores a page asked twice or out of turn', () => {
    const timeline = threePages();
    expect(appendPage(timeline, { cursor: 'c1', results: [post('c'), post('d')], next: 'c2' })).toBe(timeline);
    expect(appendPage(timeline, { cursor: null, results: [post('z')], next: null })).toBe(timeline);
  });

  it('shows an item once even when two pages hold it', () => {
    const timeline = appendPage(appendPage(emptyTimeline<Post>(), { cursor: null, results: [post('a'), post('b')], next: 'c1' }), {
      cursor: 'c1',
      results: [post('b'), post('c')],
      next: null,
    });
    expect(ids(timeline)).toEqual(['a', 'b', 'c']);
  });

  it('puts a new post on top and keeps the one it pushed off the first page', () => {
    // New post n: the first page read again is n a; b now lies between it and the page starting at c.
    const timeline = refreshPage(threePages(), { cursor: null, results: [post('n'), post('a')], next: 'cA' });
    expect(ids(timeline)).toEqual(['n', 'a', 'b', 'c', 'd', 'e', 'f']);
    expect(nextCursor(timeline)).toBe('c3');
  });

  it('moves a post pinned further down to the top', () => {
    const timeline = threePages();
    const plan = planLiveChange(timeline, { updateType: 'UPDATED', eventId: 'e' });
    expect(plan.refresh).toEqual([
      { cursor: null, gone: ['e'] },
      { cursor: 'c2', gone: ['e'] },
    ]);
    let next = refreshPage(timeline, { cursor: null, results: [post('e', { text: 'pinned' }), post('a')], next: 'cA' }, new Set(plan.refresh[0].gone));
    next = refreshPage(next, { cursor: 'c2', results: [post('f'), post('g')], next: 'c3' }, new Set(plan.refresh[1].gone));
    expect(ids(next)).toEqual(['e', 'a', 'b', 'c', 'd', 'f', 'g']);
    expect(timelineItems(next)[0].text).toBe('pinned');
  });

  it('takes an unpinned post off the top instead of leaving it out of order', () => {
    const timeline = refreshPage(threePages(), { cursor: null, results: [post('b'), post('c')], next: 'cB' }, new Set(['a']));
    expect(ids(timeline)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('shows an edit where the post is, however deep', () => {
    const timeline = refreshPage(threePages(), { cursor: 'c1', results: [post('c', { text: 'edited' }), post('d')], next: 'c2' });
    expect(timelineItems(timeline).find((p) => p._id === 'c')?.text).toBe('edited');
    expect(ids(timeline)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reads again the page showing the post a reply answers', () => {
    const timeline = threePages();
    expect(planLiveChange(timeline, { updateType: 'ADDED', eventId: 'r1', parentId: 'd' })).toEqual({ refresh: [{ cursor: 'c1', gone: [] }] });
    expect(planLiveChange(timeline, { updateType: 'ADDED', eventId: 'r1', parentId: 'zz' })).toEqual({ refresh: [] });
    expect(planLiveChange(timeline, { updateType: 'ADDED', eventId: 'n' })).toEqual({ refresh: [{ cursor: null, gone: [] }] });
  });

  it('takes a deleted post or reply out at once', () => {
    let timeline = refreshPage(threePages(), { cursor: 'c1', results: [post('c', { replies: [{ _id: 'r1' }, { _id: 'r2' }], replyCount: 2 }), post('d')], next: 'c2' });
    expect(pageCursorOf(timeline, 'r2')).toBe('c1');
    expect(planLiveChange(timeline, { updateType: 'REMOVED', eventId: 'r2', parentId: 'c' })).toEqual({ remove: { id: 'r2', parentId: 'c' }, refresh: [] });
    timeline = removeItem(timeline, 'r2', 'c');
    expect(timelineItems(timeline).find((p) => p._id === 'c')).toMatchObject({ replies: [{ _id: 'r1' }], replyCount: 1 });
    timeline = removeItem(timeline, 'b');
    expect(ids(timeline)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  it('starts the list from a first page read again before any was shown', () => {
    expect(ids(refreshPage(emptyTimeline<Post>(), { cursor: null, results: [post('a')], next: null }))).toEqual(['a']);
  });
});
