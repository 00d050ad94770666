import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/** What changes in the organisation's delivery settings, and an address leaving its bulk mail. */
export const emailDeliveryEvents = {
  'emailDelivery.openTrackingChanged': declareEvent<{ openTracking: boolean }>({
    variant: (e) => (e.data.openTracking ? 'on' : 'off'),
  }),
  'emailDelivery.eventsSecretRenewed': declareEvent({}),
  'emailDelivery.unsubscribed': declareEvent<{ email: string }>({ params: (e) => ({ email: e.data.email }) }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof emailDeliveryEvents> {}
}
