import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const named: FeedSentence = { params: (e) => ({ name: typeof e.data.name === 'string' ? e.data.name : '' }) };

interface Provider {
  name: string;
}

/**
 * What configuring single sign-on records (`fields` names what an edit changed), and a person
 * created at their first sign-in through a provider (they are their own actor).
 */
export const signOnEvents = {
  'signOn.providerCreated': declareEvent<Provider>(named),
  'signOn.providerUpdated': declareEvent<Provider & { fields: string[] }>(named),
  'signOn.providerDeleted': declareEvent<Provider>(named),
  'signOn.personCreated': declareEvent<Provider>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof signOnEvents> {}
}
