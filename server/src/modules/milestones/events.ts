import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every milestone event keeps the names it had, so the feed still reads well once they change. */
interface Named {
  startupId: string;
  startupName: string;
  name: string;
}

const milestone: FeedSentence = { params: (e) => ({ startup: e.data.startupName, milestone: e.data.name }) };

/** What happens to startups' plans of milestones; each lands in the organisation's activity feed. */
export const milestoneEvents = {
  /** `reached`: it was created already reached, which posts it on the timeline. */
  'milestone.created': declareEvent<Named & { status: string; reached: boolean }>(milestone),
  /** `reached`: this change reached it (its status became 'reached'), which posts it on the timeline. */
  'milestone.updated': declareEvent<Named & { status: string; fields: string[]; reached: boolean }>({
    ...milestone,
    variant: (e) => (e.data.reached ? 'reached' : 'changed'),
  }),
  'milestone.deleted': declareEvent<Named>(milestone),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof milestoneEvents> {}
}
