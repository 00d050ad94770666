import type { NotificationProducer } from '../producer.ts';

/** Recorded by the daily digest job (../digest.ts) once per tenant and local day. */
export const TASKS_DUE_TOMORROW_EVENT = 'tasks.dueTomorrow';

export interface DueTomorrowData {
  localDate: string;
  people: Array<{ userId: string; count: number }>;
}

/** One notification per person, counting their open tasks due during their tomorrow. */
export const tasksDueTomorrow: NotificationProducer = {
  eventKind: TASKS_DUE_TOMORROW_EVENT,
  async produce(event) {
    const people = (event.data as Partial<DueTomorrowData>).people ?? [];
    return people
      .filter((p) => typeof p.userId === 'string' && Number.isInteger(p.count) && p.count > 0)
      .map((p) => ({ type: 'tasksDueTomorrow' as const, recipients: [p.userId], params: { count: p.count }, url: '/tasks', senderId: null }));
  },
};
