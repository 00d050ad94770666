import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Each event keeps the widget's title as it read then, so the feed still names a deleted widget. */
interface Titled {
  title: string;
}

const widget: FeedSentence = { params: (e) => ({ widget: e.data.title }) };

/** What admins do to the widgets of the home page; each lands in the organisation's activity feed. */
export const dashboardEvents = {
  /** `roleTypes`: who sees it (none: everyone). */
  'dashboardWidget.created': declareEvent<Titled & { roleTypes: string[] }>(widget),
  /** `fields`: what the change set (title, body, roleTypes). */
  'dashboardWidget.updated': declareEvent<Titled & { fields: string[] }>(widget),
  'dashboardWidget.deleted': declareEvent<Titled>(widget),
  /** `position`: its new place, from 0. */
  'dashboardWidget.moved': declareEvent<Titled & { position: number }>(widget),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof dashboardEvents> {}
}
