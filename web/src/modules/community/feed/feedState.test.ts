import { describe, expect, it } from 'vitest';
import { postData } from '../shared/post/testing';
import { addOwn, announce, appendPage, firstPage, matchesFilter, place, remove, showFresh, unpinnedResults } from './feedState';

const at = (id: string, hour: number, more: Parameters<typeof postData>[0] | object = {}) =>
  postData({ _id: id, createdAt: `2030-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`, ...more });
const ids = (posts: Array<{ _id: string }>) => posts.map((p) => p._id);

describe('the feed as shown', () => {
  const feed = firstPage({ pinned: [], results: [at('p9', 9), at('p8', 8)], next: 'c1' });

  it('announces a post arriving live instead of moving what is read, and shows it when asked', () => {
    const announced = announce(feed, at('p10', 10));
    expect(ids(announced.results)).toEqual(['p9', 'p8']);
    expect(ids(announced.fresh)).toEqual(['p10']);
    // Heard twice (the subscription and a reconnection), counted once.
    expect(announce(announced, at('p10', 10)).fresh).toHaveLength(1);
    expect(ids(showFresh(announced).results)).toEqual(['p10', 'p9', 'p8']);
  });

  it('shows one’s own post at once, and never announces it again', () => {
    const own = addOwn(feed, at('p11', 11));
    expect(ids(own.results)).toEqual(['p11', 'p9', 'p8']);
    expect(announce(own, at('p11', 11)).fresh).toEqual([]);
  });

  it('adds a further page without repeating a post pushed down into it', () => {
    expect(ids(appendPage(feed, { results: [at('p8', 8), at('p7', 7)], next: null }).results)).toEqual(['p9', 'p8', 'p7']);
  });

  it('moves a pinned post on top, and an unpinned one back where its date puts it', () => {
    const pinned = place(feed, at('p8', 8, { isPinned: true, pinnedAt: '2030-03-02T00:00:00.000Z' }));
    expect(ids(pinned.pinned)).toEqual(['p8']);
    expect(ids(unpinnedResults(pinned))).toEqual(['p9']);
    // The server kept it out of the pages while pinned: it comes back between the posts of its time…
    const apart = { ...pinned, results: [at('p9', 9), at('p7', 7)] };
    const unpinned = place(apart, at('p8', 8));
    expect(ids(unpinned.pinned)).toEqual([]);
    expect(ids(unpinned.results)).toEqual(['p9', 'p8', 'p7']);
    // …or with the next page, when the pages read do not reach its time yet.
    expect(ids(place({ ...pinned, results: [at('p9', 9)] }, at('p8', 8)).results)).toEqual(['p9']);
  });

  it('takes a removed post out wherever it is', () => {
    const gone = remove(announce(feed, at('p10', 10)), 'p10');
    expect(gone.fresh).toEqual([]);
    expect(ids(remove(feed, 'p9').results)).toEqual(['p8']);
  });

  it('keeps to the filter for posts arriving live', () => {
    expect(matchesFilter(at('x', 1, { kind: 'RSS' }), { kind: 'POST', programId: null })).toBe(false);
    expect(matchesFilter(at('x', 1, { programIds: ['pr-1'] }), { kind: null, programId: 'pr-1' })).toBe(true);
    expect(matchesFilter(at('x', 1), { kind: null, programId: 'pr-1' })).toBe(false);
  });
});
