import { describe, expect, it } from 'vitest';
import { addMonths, firstDayOfWeek, placeDay, stepDate, touchesDay, viewDays, viewRange, wallClock } from './calendarGrid';

describe('calendar arithmetic', () => {
  it('starts the week where the locale does', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it('covers a month with whole weeks from the first weekday, and pages by month, week and day', () => {
    const monday = viewDays('month', '2030-03-10', 1);
    expect(monday[0]).toBe('2030-02-25');
    expect(monday.at(-1)).toBe('2030-03-31');
    expect(monday.length % 7).toBe(0);
    const sunday = viewDays('month', '2030-03-10', 0);
    expect(sunday[0]).toBe('2030-02-24');
    expect(viewDays('week', '2030-03-10', 1)).toEqual(['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09', '2030-03-10']);
    expect(viewDays('week', '2030-03-10', 6)[0]).toBe('2030-03-09');
    expect(viewDays('day', '2030-03-10', 1)).toEqual(['2030-03-10']);
    expect(stepDate('month', '2030-01-31', 1)).toBe('2030-02-28');
    expect(stepDate('week', '2030-03-10', -1)).toBe('2030-03-03');
    expect(stepDate('day', '2030-12-31', 1)).toBe('2031-01-01');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
  });

  it('reads ranges and times in the viewer’s zone, across a DST change', () => {
    expect(viewRange(['2030-03-31'], 'Europe/Paris')).toEqual({ from: '2030-03-30T23:00:00.000Z', to: '2030-03-31T22:00:00.000Z' });
    // 31 March 2030: Paris moves from UTC+1 to UTC+2 at 01:00 UTC.
    expect(wallClock(new Date('2030-03-31T08:00:00Z'), 'Europe/Paris')).toEqual({ date: '2030-03-31', minutes: 9 * 60 });
    expect(wallClock(new Date('2030-03-31T23:30:00Z'), 'Europe/Paris')).toEqual({ date: '2030-04-01', minutes: 90 });
  });

  it('places overlapping items side by side and clips those crossing midnight', () => {
    const items = [
      { id: 'a', start: '2030-03-10T09:00:00Z', end: '2030-03-10T10:00:00Z' },
      { id: 'b', start: '2030-03-10T09:30:00Z', end: '2030-03-10T10:30:00Z' },
      { id: 'c', start: '2030-03-10T11:00:00Z', end: '2030-03-10T11:05:00Z' },
      { id: 'd', start: '2030-03-10T23:00:00Z', end: '2030-03-11T01:00:00Z' },
    ];
    const placed = placeDay(items, '2030-03-10', 'UTC');
    const by = (id: string) => placed.find((p) => p.item.id === id)!;
    expect(by('a')).toMatchObject({ top: 540, height: 60, lane: 0, lanes: 2 });
    expect(by('b')).toMatchObject({ top: 570, lane: 1, lanes: 2 });
    expect(by('c')).toMatchObject({ top: 660, height: 20, lane: 0, lanes: 1 });
    expect(by('d')).toMatchObject({ top: 1380, height: 60 });
    expect(touchesDay(items[3], '2030-03-11', 'UTC')).toBe(true);
    expect(touchesDay({ start: '2030-03-12T22:59:59Z', end: '2030-03-12T22:59:59Z' }, '2030-03-12', 'UTC')).toBe(true);
  });
});
