import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [ago(5), 'en', 'now'],
    [ago(3 * 60), 'en', '3 minutes ago'],
    [ago(2 * 3600), 'en', '2 hours ago'],
    [ago(26 * 3600), 'en', 'yesterday'],
    [ago(3 * 86400), 'en', '3 days ago'],
    [ago(15 * 86400), 'en', '2 weeks ago'],
    [ago(3 * 86400), 'fr', 'il y a 3 jours'],
  ])('%s in %s reads "%s"', (iso, language, expected) => {
    expect(relativeTime(iso, now, language)).toBe(expected);
  });

  it('says nothing for a missing or broken date', () => {
    expect(relativeTime(null, now, 'en')).toBeUndefined();
    expect(relativeTime('not a date', now, 'en')).toBeUndefined();
  });
});
