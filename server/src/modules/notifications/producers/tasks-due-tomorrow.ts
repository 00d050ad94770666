import { notificationProducer } from '../producer.ts';

/** One notification per person, counting their open tasks due during their tomorrow. */
export const tasksDueTomorrow = notificationProducer({
  eventKind: 'tasks.dueTomorrow',
  async produce(event) {
    const people = event.data.people ?? [];
    return people
      .filter((p) => typeof p.userId === 'string' && Number.isInteger(p.count) && p.count > 0)
      .map((p) => ({ type: 'tasksDueTomorrow' as const, recipients: [p.userId], params: { count: p.count }, url: '/tasks', senderId: null }));
  },
});
