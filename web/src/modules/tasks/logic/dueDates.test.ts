import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDate } from '@seedbed/contracts/time';
import { defaultDueDate, dueGroup, dueWindowBefore, groupByDue, isBeforeYesterday, pickedDate, pickerValue, tasksWindowEnd } from './dueDates';

// The viewer's clock: the browser's zone, fixed for these tests.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("the incubator's day", () => {
  it('defaults a new task to the end of today where the incubator is, which may be tomorrow in UTC', () => {
    // 22:30 UTC on 15 March is already 16 March in Auckland.
    const now = new Date('2024-03-15T22:30:00Z');
    expect(localDate(now, 'Pacific/Auckland')).toBe('2024-03-16');
    expect(defaultDueDate(now, 'Pacific/Auckland').toISOString()).toBe('2024-03-16T10:59:59.999Z');
    expect(defaultDueDate(now, 'UTC').toISOString()).toBe('2024-03-15T23:59:59.999Z');
  });

  it("refuses only dates before yesterday, by the incubator's calendar", () => {
    const now = new Date('2024-03-15T22:30:00Z');
    expect(isBeforeYesterday('2024-03-14', now, 'UTC')).toBe(false);
    expect(isBeforeYesterday('2024-03-13', now, 'UTC')).toBe(true);
    // In Auckland it is the 16th: the 14th is already the day before yesterday.
    expect(isBeforeYesterday('2024-03-14', now, 'Pacific/Auckland')).toBe(true);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it("reads and shows a picker's calendar date in the browser's time", () => {
    expect(pickedDate(new Date(2024, 2, 15))).toBe('2024-03-15');
    expect(pickedDate(pickerValue('2024-12-31'))).toBe('2024-12-31');
  });
});

describe("the viewer's day", () => {
  // 09:00 on 15 March in Los Angeles.
  const now = new Date('2024-03-15T16:00:00Z');

  it('groups tasks into overdue, today and upcoming', () => {
    expect(dueGroup('2024-03-15T06:59:59.999Z', now)).toBe('overdue'); // 23:59 on the 14th, local
    expect(dueGroup('2024-03-15T07:00:00.000Z', now)).toBe('today');
    expect(dueGroup('2024-03-16T06:59:59.999Z', now)).toBe('today');
    expect(dueGroup('2024-03-16T07:00:00.000Z', now)).toBe('upcoming');
    const grouped = groupByDue([{ dueDate: '2024-03-01T00:00:00Z' }, { dueDate: '2024-03-15T20:00:00Z' }, { dueDate: '2024-04-01T00:00:00Z' }], now);
    expect([grouped.overdue.length, grouped.today.length, grouped.upcoming.length, grouped.earlier.length]).toEqual([1, 1, 1, 0]);
    // Done in time or not, a finished task is no longer overdue.
    expect(groupByDue([{ dueDate: '2024-03-01T00:00:00Z', done: true }], now).earlier).toHaveLength(1);
  });

  it("ends the drawer's window where the day after tomorrow starts", () => {
    expect(tasksWindowEnd(now).toISOString()).toBe('2024-03-17T07:00:00.000Z');
    expect(dueWindowBefore('tomorrow', now)).toBe('2024-03-17T07:00:00.000Z');
    expect(dueWindowBefore('overdue', now)).toBe('2024-03-15T07:00:00.000Z');
    expect(dueWindowBefore('today', now)).toBe('2024-03-16T07:00:00.000Z');
    // Across the change to summer time (10 March in Los Angeles) the day is 23 hours long.
    expect(dueWindowBefore('week', new Date('2024-03-08T20:00:00Z'))).toBe('2024-03-15T07:00:00.000Z');
    expect(dueWindowBefore('any', now)).toBeNull();
  });
});
