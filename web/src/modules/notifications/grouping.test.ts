import { describe, expect, it } from 'vitest';
import { splitByLastSeen } from './grouping';

const lastSeen = Date.parse('2026-03-10T12:00:00Z') / 1000;
const item = (id: string, createdAt: string) => ({ id, createdAt });

describe('splitByLastSeen', () => {
  const items = [item('a', '2026-03-10T12:05:00Z'), item('b', '2026-03-10T12:00:01Z'), item('c', '2026-03-10T12:00:00Z'), item('d', '2026-03-01T08:00:00Z')];

  it('puts items created after the last-seen time under New, the rest under Earlier, in order', () => {
    const { fresh, earlier } = splitByLastSeen(items, lastSeen);
    expect(fresh.map((i) => i.id)).toEqual(['a', 'b']);
    // Created exactly when the bell was opened: already seen.
    expect(earlier.map((i) => i.id)).toEqual(['c', 'd']);
  });

  it('treats everything as New for someone who never opened the bell', () => {
    expect(splitByLastSeen(items, null).fresh).toHaveLength(4);
  });

  it('honours fractions of a second', () => {
    const { fresh } = splitByLastSeen([item('x', '2026-03-10T12:00:00.600Z')], lastSeen + 0.5);
    expect(fresh).toHaveLength(1);
  });

  it('counts an unreadable date as seen', () => {
    expect(splitByLastSeen([item('x', 'yesterday')], lastSeen).earlier).toHaveLength(1);
  });
});
