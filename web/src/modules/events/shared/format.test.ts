import { describe, expect, it } from 'vitest';
import * as format from './format';

// Intl puts narrow no-break spaces before AM/PM; the tests read them as plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
const eventWhenParts = (...args: Parameters<typeof format.eventWhenParts>) => {
  const parts = format.eventWhenParts(...args);
  return { viewer: plain(parts.viewer)!, event: plain(parts.event) };
};
const formatEventWhen = (...args: Parameters<typeof format.formatEventWhen>) => plain(format.formatEventWhen(...args));

const START = '2030-03-12T09:00:00.000Z';
const END = '2030-03-12T10:00:00.000Z';

describe('formatEventWhen', () => {
  it('gives the span in the viewer’s zone alone when the event’s clock reads the same', () => {
    expect(formatEventWhen(START, END, 'UTC', 'en', 'UTC')).toBe('Tue, Mar 12, 2030, 9:00 – 10:00 AM');
    expect(eventWhenParts(START, END, 'Europe/London', 'en', 'UTC').event).toBeNull();
  });

  it('adds the event’s own time with its zone named when the viewer is elsewhere', () => {
    const { viewer, event } = eventWhenParts(START, END, 'America/New_York', 'en', 'Europe/Paris');
    expect(viewer).toBe('Tue, Mar 12, 2030, 10:00 – 11:00 AM');
    expect(event).toMatch(/^5:00 – 6:00 AM .+/);
    expect(formatEventWhen(START, END, 'America/New_York', 'en', 'Europe/Paris')).toBe(`${viewer} (${event})`);
  });

  it('names the day on the event’s clock when it is another day there', () => {
    const { event } = eventWhenParts('2030-03-12T22:00:00.000Z', '2030-03-13T01:00:00.000Z', 'Asia/Seoul', 'en', 'UTC');
    expect(event).toContain('Mar 13');
  });

  it('writes dates the language’s way', () => {
    expect(formatEventWhen(START, END, 'UTC', 'fr', 'UTC')).toContain('12 mars 2030');
    expect(formatEventWhen(START, END, 'UTC', 'ar', 'UTC')).toContain('مارس');
  });
});
