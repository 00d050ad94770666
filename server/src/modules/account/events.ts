import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** What a person's changes to their own account record. */
export const accountEvents = {
  'user.settingsUpdated': declareEvent<{ language?: string | null; timezone?: string | null; dateFormat?: string | null }>(sentences.plain),
  'user.passwordChanged': declareEvent<{ sessionsEnded: number }>(sentences.plain),
  'user.otherSessionsEnded': declareEvent<{ sessionsEnded: number }>(sentences.plain),
  'user.deleted': declareEvent<{ filesRemoved: number }>(sentences.plain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof accountEvents> {}
}
