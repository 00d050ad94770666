import { describe, expect, it } from 'vitest';
import { addDays, endOfLocalDay, localDate, startOfLocalDay } from './time.ts';

describe('calendar days in a time zone', () => {
  it('finds the local date of an instant', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('ends and starts days in the zone, across daylight-saving changes', () => {
    expect(endOfLocalDay('2026-06-15', 'Europe/Paris').toISOString()).toBe('2026-06-15T21:59:59.999Z');
    expect(endOfLocalDay('2026-01-15', 'Europe/Paris').toISOString()).toBe('2026-01-15T22:59:59.999Z');
    expect(endOfLocalDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(startOfLocalDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfLocalDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:59.999Z');
    expect(endOfLocalDay('2026-05-05', 'Asia/Kolkata').toISOString()).toBe('2026-05-05T18:29:59.999Z');
    expect(startOfLocalDay('2026-05-05', 'UTC').toISOString()).toBe('2026-05-05T00:00:00.000Z');
  });

  it.each([
    ['2024-03-15', 'UTC', '2024-03-15T23:59:59.999Z'],
    ['2024-03-15', 'Pacific/Auckland', '2024-03-15T10:59:59.999Z'],
    ['2024-03-15', 'America/New_York', '2024-03-16T03:59:59.999Z'],
    // New York moves its clocks on 10 March 2024: the day starts at -05:00 and ends at -04:00.
    ['2024-03-10', 'America/New_York', '2024-03-11T03:59:59.999Z'],
    ['2024-11-03', 'America/New_York', '2024-11-04T04:59:59.999Z'],
    ['2024-06-01', 'Asia/Kolkata', '2024-06-01T18:29:59.999Z'],
  ])('%s ends in %s at %s', (date, zone, expected) => {
    expect(endOfLocalDay(date, zone).toISOString()).toBe(expected);
  });
});
