import { describe, expect, it } from 'vitest';
import { reactionTally, toggledReactions } from './reactions';

describe('reactions', () => {
  it('counts every kind in the product’s order, with zero for the kinds nobody gave', () => {
    const tally = reactionTally([
      { reaction: 'ROCKET', count: 2, viewerReacted: true },
      { reaction: 'LIKE', count: 1, viewerReacted: false },
    ]);
    expect(tally.map((r) => [r.reaction, r.count, r.viewerReacted])).toEqual([
      ['LIKE', 1, false],
      ['HEART', 0, false],
      ['HOORAY', 0, false],
      ['FIRE', 0, false],
      ['ROCKET', 2, true],
      ['CHECK', 0, false],
    ]);
  });

  it('adds the viewer’s reaction, or takes it back, leaving out kinds nobody gives', () => {
    const given = [{ reaction: 'LIKE', count: 1, viewerReacted: true }];
    expect(toggledReactions(given, 'FIRE').map((r) => [r.reaction, r.count, r.viewerReacted])).toEqual([
      ['LIKE', 1, true],
      ['FIRE', 1, true],
    ]);
    expect(toggledReactions(given, 'LIKE')).toEqual([]);
  });
});
