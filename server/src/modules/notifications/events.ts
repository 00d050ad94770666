import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** Recorded by the daily digest job (digest.ts) once per tenant and local day. */
export interface DueTomorrowData {
  localDate: string;
  people: Array<{ userId: string; count: number }>;
}

export const notificationEvents = {
  'user.notificationPreferencesUpdated': declareEvent<{ preferences: Array<{ group: string; inApp: boolean; email: boolean }> }>(sentences.plain),
  'tasks.dueTomorrow': declareEvent<DueTomorrowData>({
    params: (e) => ({
      count: Array.isArray(e.data.people) ? e.data.people.reduce((sum: number, p) => sum + sentences.count((p as { count?: unknown })?.count), 0) : 0,
    }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof notificationEvents> {}
}
