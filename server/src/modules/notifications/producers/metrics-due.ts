import { idsIn, notificationProducer } from '../producer.ts';

/**
 * `metrics.periodsDue`: the startup's cofounders are asked to report, with the way to the form
 * (their 'metrics' task says the same; this is the bell's and the mail's word for it).
 */
export const metricsRequested = notificationProducer({
  eventKind: 'metrics.periodsDue',
  produce: async (event) => [
    {
      type: 'metricsRequest',
      recipients: idsIn(event.data.recipientIds),
      params: { startup: String(event.data.startupName ?? '') },
      url: typeof event.data.url === 'string' ? event.data.url : null,
      senderId: null,
    },
  ],
});
