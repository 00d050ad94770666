import { describe, expect, it } from 'vitest';
import { freeSlots, slotRefusal, wallInstant, type HostRules } from './slots.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** A host open on `weekly` with no other rule, read from a fixed clock. */
function rules(timeZone: string, weekly: HostRules['weekly'], extra: Partial<HostRules> = {}): HostRules {
  return { timeZone, weekly, exceptions: [], holds: [], busy: [], bufferMinutes: 0, minimumNoticeMinutes: 0, bookingHorizonDays: 365, ...extra };
}
const MONDAY_MORNING = [{ weekday: 1, start: 9 * 60, end: 12 * 60 }];

/** The starts offered per calendar date (UTC), as ISO instants. */
function starts(host: HostRules, from: string, to: string, duration: number, now: string) {
  return freeSlots(host, at(from), at(to), duration, at(now)).map((s) => iso(s.start));
}

describe('weekly slots across daylight-saving changes', () => {
  it('keeps a Monday 09:00–12:00 in Paris at 09:00–12:00 local on both sides of the March change', () => {
    const found = starts(rules('Europe/Paris', MONDAY_MORNING), '2026-03-22T00:00:00Z', '2026-04-01T00:00:00Z', 60, '2026-03-01T00:00:00Z');
    // 23 March: UTC+1; clocks go forward on Sunday 29 March; 30 March: UTC+2.
    expect(found.filter((s) => s.startsWith('2026-03-23'))).toEqual(
      ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00'].map((t) => `2026-03-23T${t}:00.000Z`),
    );
    expect(found.filter((s) => s.startsWith('2026-03-30'))).toEqual(
      ['07:00', '07:15', '07:30', '07:45', '08:00', '08:15', '08:30', '08:45', '09:00'].map((t) => `2026-03-30T${t}:00.000Z`),
    );
    expect(found).toHaveLength(18);
  });

  it('keeps it at 09:00 local across the October change in Paris', () => {
    const found = starts(rules('Europe/Paris', MONDAY_MORNING), '2026-10-18T00:00:00Z', '2026-10-28T00:00:00Z', 180, '2026-10-01T00:00:00Z');
    // 19 October: UTC+2; clocks go back on Sunday 25 October; 26 October: UTC+1.
    expect(found).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z']);
  });

  it('follows New York across its March change, the day of the change included', () => {
    const weekly = [5, 7, 1].map((weekday) => ({ weekday, start: 9 * 60, end: 10 * 60 }));
    const found = starts(rules('America/New_York', weekly), '2026-03-05T00:00:00Z', '2026-03-10T00:00:00Z', 60, '2026-03-01T00:00:00Z');
    // Friday 6 March EST (UTC−5); Sunday 8 March the clocks go forward at 02:00; Monday 9 March EDT (UTC−4).
    expect(found).toEqual(['2026-03-06T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('follows New York across its November change', () => {
    const found = starts(rules('America/New_York', [{ weekday: 1, start: 17 * 60, end: 18 * 60 }]), '2026-10-25T00:00:00Z', '2026-11-04T00:00:00Z', 60, '2026-10-01T00:00:00Z');
    expect(found).toEqual(['2026-10-26T21:00:00.000Z', '2026-11-02T22:00:00.000Z']);
  });

  it('finds the instant of a wall-clock time on the days the clocks change', () => {
    expect(iso(wallInstant('2026-03-29', 9 * 60, 'Europe/Paris'))).toBe('2026-03-29T07:00:00.000Z');
    expect(iso(wallInstant('2026-10-25', 9 * 60, 'Europe/Paris'))).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(wallInstant('2026-03-08', 23 * 60, 'America/New_York'))).toBe('2026-03-09T03:00:00.000Z');
  });
});

describe('booking rules', () => {
  const monday = '2026-06-01';
  const paris = (time: string) => `${monday}T${time}:00+02:00`;

  it('keeps the buffer clear on both sides of a held meeting', () => {
    const host = rules('Europe/Paris', MONDAY_MORNING, { holds: [{ start: at(paris('10:00')), end: at(paris('11:00')) }], bufferMinutes: 15 });
    const found = starts(host, `${monday}T00:00:00Z`, `${monday}T23:00:00Z`, 30, '2026-05-01T00:00:00Z').map((s) => new Date(s).getTime());
    // 09:15–09:45 ends as the buffer begins; 11:15 is the first start after the buffer.
    expect(found).toEqual(['09:00', '09:15', '11:15', '11:30'].map((t) => at(paris(t))));
  });

  it('refuses starts within the minimum notice and beyond the horizon', () => {
    const host = rules('Europe/Paris', MONDAY_MORNING, { minimumNoticeMinutes: 120, bookingHorizonDays: 7 });
    const now = paris('08:00');
    const found = starts(host, `${monday}T00:00:00Z`, '2026-06-30T00:00:00Z', 60, now);
    expect(found[0]).toBe(iso(at(paris('10:00'))));
    // The next Monday (8 June) is within 7 days of 1 June 08:00 only up to 08:00 — before its slots start.
    expect(found.every((s) => s.startsWith(monday))).toBe(true);
    expect(slotRefusal(host, at(paris('09:00')), 60, at(now))).toBe('NOTICE');
    expect(slotRefusal(host, at('2026-06-15T07:00:00Z'), 60, at(now))).toBe('HORIZON');
    expect(slotRefusal(host, at(paris('07:00')), 60, at(now))).toBe('PAST');
  });

  it('adds extra time and removes time off', () => {
    const host = rules('Europe/Paris', MONDAY_MORNING, {
      exceptions: [
        { start: at(paris('00:00')), end: at('2026-06-02T00:00:00+02:00'), available: false },
        { start: at('2026-06-06T10:00:00+02:00'), end: at('2026-06-06T11:00:00+02:00'), available: true },
      ],
    });
    const found = starts(host, '2026-05-31T00:00:00Z', '2026-06-10T00:00:00Z', 60, '2026-05-01T00:00:00Z');
    expect(found).toEqual(['2026-06-06T08:00:00.000Z', ...['07:00', '07:15', '07:30', '07:45', '08:00', '08:15', '08:30', '08:45', '09:00'].map((t) => `2026-06-08T${t}:00.000Z`)]);
    expect(slotRefusal(host, at(paris('09:00')), 60, at('2026-05-01T00:00:00Z'))).toBe('OUTSIDE_HOURS');
  });

  it('says why a time cannot be booked: taken, busy elsewhere, outside the hours', () => {
    const now = at('2026-05-01T00:00:00Z');
    const host = rules('Europe/Paris', MONDAY_MORNING, {
      holds: [{ start: at(paris('09:00')), end: at(paris('10:00')) }],
      busy: [{ start: at(paris('11:00')), end: at(paris('11:30')) }],
    });
    expect(slotRefusal(host, at(paris('09:30')), 30, now)).toBe('BUSY');
    expect(slotRefusal(host, at(paris('11:00')), 60, now)).toBe('BUSY_EXTERNAL');
    expect(slotRefusal(host, at(paris('11:30')), 60, now)).toBe('OUTSIDE_HOURS');
    expect(slotRefusal(host, at(paris('10:00')), 60, now)).toBeNull();
    expect(freeSlots(host, at(paris('00:00')), at(paris('23:00')), 60, now).map((s) => s.start)).toEqual([at(paris('10:00'))]);
    // 10:00–11:00 in quarters, then 11:30 and 11:45 after the outside meeting.
    expect(freeSlots(host, at(paris('00:00')), at(paris('23:00')), 15, now)).toHaveLength(6);
  });
});
