import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** What signing in and following a mailed link record; the person is their own actor. */
export const authEvents = {
  'user.signedIn': declareEvent(sentences.plain),
  'user.passwordReset': declareEvent(sentences.plain),
  'user.emailValidated': declareEvent(sentences.plain),
  'user.invitationAccepted': declareEvent(sentences.plain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof authEvents> {}
}
