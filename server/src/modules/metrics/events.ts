import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/** Every definition event keeps the metric's name, so the feed still reads well once it changes or goes. */
interface NamedMetric {
  name: string;
}

const metric = { params: (e) => ({ metric: e.data.name }) } satisfies Parameters<typeof declareEvent>[0];

/** What happens to the organisation's metric definitions and its data-collection settings. */
export const metricDefinitionEvents = {
  'metric.created': declareEvent<NamedMetric & { core: boolean }>(metric),
  /** `fields`: what the edit changed (position for a move). */
  'metric.updated': declareEvent<NamedMetric & { fields: string[] }>(metric),
  'metric.archived': declareEvent<NamedMetric & { archived: boolean }>({ ...metric, variant: (e) => (e.data.archived === false ? 'restored' : 'archived') }),
  'metric.deleted': declareEvent<NamedMetric>(metric),
  'metric.settingsUpdated': declareEvent<{ fields: string[] }>({}),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof metricDefinitionEvents> {}
}
