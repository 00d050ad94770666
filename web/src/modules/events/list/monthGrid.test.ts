import { describe, expect, it } from 'vitest';
import { addMonths, firstDayOfWeek, gridRange, monthDays, touchesDay } from './monthGrid';

describe('the month grid', () => {
  it('covers the month with whole weeks starting on the locale’s first day', () => {
    const sunday = monthDays('2030-03', 0);
    expect([sunday[0], sunday.at(-1), sunday.length]).toEqual(['2030-02-24', '2030-04-06', 42]);
    const monday = monthDays('2030-03', 1);
    expect([monday[0], monday.at(-1), monday.length]).toEqual(['2030-02-25', '2030-03-31', 35]);
    expect(firstDayOfWeek('xx')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it('moves by months across years', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
  });

  it('asks for the grid’s days in the viewer’s zone, across a daylight-saving change', () => {
    const days = monthDays('2030-03', 1);
    expect(gridRange(days, 'Europe/Paris')).toEqual({ from: '2030-02-24T23:00:00.000Z', to: '2030-03-31T22:00:00.000Z' });
  });

  it('puts an event on every day it touches in the zone', () => {
    const overnight = { startTime: '2030-03-12T22:00:00.000Z', endTime: '2030-03-13T02:00:00.000Z' };
    expect(touchesDay(overnight, '2030-03-12', 'UTC')).toBe(true);
    expect(touchesDay(overnight, '2030-03-13', 'UTC')).toBe(true);
    expect(touchesDay(overnight, '2030-03-12', 'Asia/Seoul')).toBe(false);
    expect(touchesDay(overnight, '2030-03-13', 'Asia/Seoul')).toBe(true);
  });
});
