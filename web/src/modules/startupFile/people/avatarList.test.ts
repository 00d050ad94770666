import { describe, expect, it } from 'vitest';
import { avatarListSlots } from './avatarList';

const people = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);

describe('avatarListSlots (spec 2 §9)', () => {
  it('shows 3 by default, 2 when compact, 5 when large, then the rest as +N', () => {
    expect(avatarListSlots(people(7))).toEqual({ shown: ['p1', 'p2', 'p3'], more: ['p4', 'p5', 'p6', 'p7'] });
    expect(avatarListSlots(people(7), 'compact')).toEqual({ shown: ['p1', 'p2'], more: ['p3', 'p4', 'p5', 'p6', 'p7'] });
    expect(avatarListSlots(people(7), 'large')).toEqual({ shown: ['p1', 'p2', 'p3', 'p4', 'p5'], more: ['p6', 'p7'] });
  });

  it('needs no +N while everyone fits', () => {
    expect(avatarListSlots(people(3)).more).toEqual([]);
    expect(avatarListSlots(people(5), 'large').more).toEqual([]);
    expect(avatarListSlots([], 'compact')).toEqual({ shown: [], more: [] });
  });

  it('counts one more person as +1', () => {
    expect(avatarListSlots(people(4)).more).toHaveLength(1);
  });
});
