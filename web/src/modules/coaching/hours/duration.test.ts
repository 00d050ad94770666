import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatMinutes, usedShare } from './duration';

const texts: Record<string, string> = {
  'mentorMatching:duration.minutes': '{{minutes}} min',
  'mentorMatching:duration.hours': '{{hours}} h',
  'mentorMatching:duration.hoursMinutes': '{{hours}} h {{minutes}}',
};
const t = ((key: string, params: Record<string, unknown>) => texts[key].replace(/{{(\w+)}}/g, (_m, name: string) => String(params[name]))) as unknown as TFunction;

describe('formatMinutes', () => {
  it('says minutes, whole hours, or hours and minutes', () => {
    expect(formatMinutes(t, 45)).toBe('45 min');
    expect(formatMinutes(t, 120)).toBe('2 h');
    expect(formatMinutes(t, 90)).toBe('1 h 30');
    expect(formatMinutes(t, 65)).toBe('1 h 05');
    expect(formatMinutes(t, -90)).toBe('1 h 30');
    expect(formatMinutes(t, 0)).toBe('0 min');
  });
});

describe('usedShare', () => {
  it('fills the bar in proportion, full once overrun', () => {
    expect(usedShare(30, 120)).toBe(25);
    expect(usedShare(200, 120)).toBe(100);
    expect(usedShare(0, 0)).toBe(0);
    expect(usedShare(10, 0)).toBe(100);
  });
});
