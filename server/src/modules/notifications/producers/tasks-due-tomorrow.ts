import { notificationProducer } from '../producer.ts';
import { peopleWithTasksPage, TASKS_PAGE } from './tasks-page.ts';

/**
 * One notification per person, counting their open tasks due during their tomorrow. It leads to
 * the tasks page for those who have one; the others get no link rather than a dead end.
 */
export const tasksDueTomorrow = notificationProducer({
  eventKind: 'tasks.dueTomorrow',
  async produce(event, ctx, db) {
    const people = (event.data.people ?? []).filter((p) => typeof p.userId === 'string' && Number.isInteger(p.count) && p.count > 0);
    const withPage = await peopleWithTasksPage(
      ctx,
      db,
      people.map((p) => p.userId),
    );
    return people.map((p) => ({
      type: 'tasksDueTomorrow' as const,
      recipients: [p.userId],
      params: { count: p.count },
      url: withPage.has(p.userId) ? TASKS_PAGE : null,
      senderId: null,
    }));
  },
});
