import { declareEvent, type FeedEvent, type PayloadsOf } from '../activity/declare.ts';

/** The list the view belongs to. A view's name stays out of the payload: a view not shared is its owner's own business. */
interface OfList {
  list: string;
  shared: boolean;
}

const byList = { variant: (e: FeedEvent) => String(e.data.list ?? 'applications') };

export const savedViewEvents = {
  'savedView.created': declareEvent<OfList>(byList),
  'savedView.updated': declareEvent<OfList & { fields: string[] }>(byList),
  'savedView.deleted': declareEvent<OfList>(byList),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof savedViewEvents> {}
}
