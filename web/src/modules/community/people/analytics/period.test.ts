import { describe, expect, it } from 'vitest';
import { isPeriodPreset, periodOf } from './period';

describe('analytics periods', () => {
  const now = new Date('2026-03-31T09:30:00.000Z');

  it('ends now and starts so many days, or a year, before', () => {
    expect(periodOf('30d', now)).toEqual({ from: '2026-03-01T09:30:00.000Z', to: '2026-03-31T09:30:00.000Z' });
    expect(periodOf('90d', now)).toEqual({ from: '2025-12-31T09:30:00.000Z', to: '2026-03-31T09:30:00.000Z' });
    expect(periodOf('12m', now)).toEqual({ from: '2025-03-31T09:30:00.000Z', to: '2026-03-31T09:30:00.000Z' });
  });

  it('knows its presets', () => {
    expect(isPeriodPreset('90d')).toBe(true);
    expect(isPeriodPreset('2y')).toBe(false);
  });
});
