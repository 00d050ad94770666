import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** A person's calendar links: the private feed's address renewed, outside calendars added or removed (slice "calendar"). */
export const calendarEvents = {
  'coaching.calendarFeedRegenerated': declareEvent(sentences.plain),
  'coaching.externalCalendarAdded': declareEvent<{ calendarId: string }>(sentences.plain),
  'coaching.externalCalendarRemoved': declareEvent<{ calendarId: string }>(sentences.plain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof calendarEvents> {}
}
