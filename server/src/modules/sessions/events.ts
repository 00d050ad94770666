import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

export const sessionEvents = {
  /** `userId`: whose browser is told to sign out. */
  'session.ended': declareEvent<{ userId: string }>(sentences.plain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof sessionEvents> {}
}
