import { describe, expect, it } from 'vitest';
import { dayHeading, dayRange, groupByDay } from './grouping';

const item = (id: string, createdAt: string) => ({ id, createdAt });

describe('groupByDay', () => {
  it('makes one group per calendar day, newest first, keeping the order within a day', () => {
    const items = [item('a', '2026-03-10T18:00:00Z'), item('b', '2026-03-10T08:00:00Z'), item('c', '2026-03-09T23:30:00Z'), item('d', '2026-03-01T00:00:00Z')];
    expect(groupByDay(items, 'UTC')).toEqual([
      { day: '2026-03-10', items: [items[0], items[1]] },
      { day: '2026-03-09', items: [items[2]] },
      { day: '2026-03-01', items: [items[3]] },
    ]);
  });

  it('reads days where the viewer is: late evening UTC is already tomorrow in Tokyo and still today in New York', () => {
    const items = [item('late', '2026-03-09T23:30:00Z'), item('early', '2026-03-09T02:00:00Z')];
    expect(groupByDay(items, 'Asia/Tokyo').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-10', ['late']],
      ['2026-03-09', ['early']],
    ]);
    expect(groupByDay(items, 'America/New_York').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-09', ['late']],
      ['2026-03-08', ['early']],
    ]);
  });

  it('joins items of one day that came on two pages', () => {
    const first = [item('a', '2026-03-10T10:00:00Z')];
    const second = [item('b', '2026-03-10T09:00:00Z'), item('c', '2026-03-08T09:00:00Z')];
    expect(groupByDay([...first, ...second], 'UTC').map((g) => g.items.length)).toEqual([2, 1]);
  });

  it('gives nothing for nothing', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});

describe('dayHeading', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  const now = new Date('2026-03-10T09:00:00Z');

  it('says today and yesterday, and the full date before that, in the interface language', () => {
    expect(dayHeading('2026-03-10', now, 'en', words, 'UTC')).toBe('Today');
    expect(dayHeading('2026-03-09', now, 'en', words, 'UTC')).toBe('Yesterday');
    expect(dayHeading('2026-03-01', now, 'en', words, 'UTC')).toBe('Sunday, March 1, 2026');
    expect(dayHeading('2026-03-01', now, 'fr', words, 'UTC')).toBe('dimanche 1 mars 2026');
  });

  it('counts yesterday across a month boundary', () => {
    expect(dayHeading('2026-02-28', new Date('2026-03-01T12:00:00Z'), 'en', words, 'UTC')).toBe('Yesterday');
  });
});

describe('dayRange', () => {
  it("runs from the first day's start to the start of the day after the last", () => {
    const { from, to } = dayRange('2026-03-01', '2026-03-03');
    expect(new Date(from!).getDate()).toBe(1);
    expect(new Date(to!).getDate()).toBe(4);
    expect(new Date(to!).getTime() - new Date(from!).getTime()).toBeGreaterThanOrEqual(3 * 24 * 3600_000 - 3600_000);
    expect(dayRange(null, null)).toEqual({ from: null, to: null });
  });
});
