import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const token: FeedSentence = {
  variant: (e) => (e.data.organisation === true ? 'organisation' : 'personal'),
  params: (e) => ({ name: typeof e.data.name === 'string' ? e.data.name : '' }),
};
const webhook: FeedSentence = { params: (e) => ({ url: typeof e.data.url === 'string' ? e.data.url : '' }) };

/** Tokens of the public API and webhooks, each in the organisation's activity feed. */
export const apiEvents = {
  'apiToken.created': declareEvent<{ name: string; organisation: boolean; scopes: string[] }>(token),
  'apiToken.revoked': declareEvent<{ name: string; organisation: boolean }>(token),
  'webhook.created': declareEvent<{ url: string; eventKinds: string[] }>(webhook),
  /** `fields`: what the change set (url, eventKinds, enabled, description). */
  'webhook.updated': declareEvent<{ url: string; fields: string[] }>(webhook),
  'webhook.deleted': declareEvent<{ url: string }>(webhook),
  'webhook.replayed': declareEvent<{ url: string; deliveryId: string }>(webhook),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof apiEvents> {}
}
