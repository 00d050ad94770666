import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The funnel (and round, mail) an event names travel in its payload: the sentence reads even once they are gone. */
const funnel: FeedSentence = { params: (e) => ({ funnel: text(e.data.funnelName) }) };
const round: FeedSentence = { params: (e) => ({ funnel: text(e.data.funnelName), round: text(e.data.roundName) }) };
const mail: FeedSentence = { params: (e) => ({ mail: text(e.data.mailName) }) };

interface Named {
  funnelName: string;
}
interface RoundNamed extends Named {
  funnelId: string;
  roundName: string;
}

/** What happens to funnels, their rounds and their rejection mails. */
export const funnelEvents = {
  'funnel.created': declareEvent<Named>(funnel),
  /** `fields`: the settings the change set. */
  'funnel.updated': declareEvent<Named & { fields: string[] }>(funnel),
  'funnel.deleted': declareEvent<Named>(funnel),
  'funnel.cloned': declareEvent<Named & { sourceId: string; sourceName: string }>({
    params: (e) => ({ funnel: text(e.data.funnelName), source: text(e.data.sourceName) }),
  }),
  'funnel.roundCreated': declareEvent<RoundNamed>(round),
  'funnel.roundUpdated': declareEvent<RoundNamed & { fields: string[] }>(round),
  'funnel.roundDeleted': declareEvent<RoundNamed>(round),
  'funnel.roundsReordered': declareEvent<Named & { roundIds: string[] }>(funnel),
  'funnel.rejectionMailCreated': declareEvent<{ mailName: string; funnelId: string | null }>(mail),
  'funnel.rejectionMailUpdated': declareEvent<{ mailName: string; funnelId: string | null; fields: string[] }>(mail),
  'funnel.rejectionMailDeleted': declareEvent<{ mailName: string; funnelId: string | null }>(mail),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof funnelEvents> {}
}
