import { describe, expect, it } from 'vitest';
import { adjustBadge, badgeLabel } from './badge';

const windowEnd = new Date('2024-03-17T07:00:00Z');
const event = (updateType: 'ADDED' | 'REMOVED', dueDate: string) => ({ updateType, task: { dueDate } });

describe('adjustBadge', () => {
  it('adds one for a task due inside the window, none for a later one', () => {
    expect(adjustBadge(3, event('ADDED', '2024-03-16T12:00:00Z'), windowEnd)).toBe(4);
    expect(adjustBadge(3, event('ADDED', '2024-03-01T12:00:00Z'), windowEnd)).toBe(4);
    expect(adjustBadge(3, event('ADDED', '2024-03-17T07:00:00Z'), windowEnd)).toBe(3);
  });

  it('takes one off for a removal, never below zero', () => {
    expect(adjustBadge(3, event('REMOVED', '2024-03-16T12:00:00Z'), windowEnd)).toBe(2);
    expect(adjustBadge(0, event('REMOVED', '2024-03-16T12:00:00Z'), windowEnd)).toBe(0);
    expect(adjustBadge(3, event('REMOVED', '2024-04-01T00:00:00Z'), windowEnd)).toBe(3);
  });
});

describe('badgeLabel', () => {
  it.each([
    [0, null],
    [-2, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i shows %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});
