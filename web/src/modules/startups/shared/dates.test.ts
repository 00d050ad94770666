import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';

describe('calendar dates', () => {
  it('keeps the day whatever the time zone', () => {
    expect(formatCalendarDate('2027-03-01', 'en')).toBe('Mar 1, 2027');
    expect(formatCalendarDate('2027-03-01', 'de')).toBe('01.03.2027');
  });

  it('shows nothing for no date or a date it cannot read', () => {
    expect(formatCalendarDate(null, 'en')).toBeNull();
    expect(formatCalendarDate('soon', 'en')).toBeNull();
  });
});
