import type { NotificationProducer } from '../producer.ts';
import { roleChanged } from './role-changed.ts';
import { taskAssigneesAdded, taskCreated } from './task-assigned.ts';
import { tasksDueTomorrow } from './tasks-due-tomorrow.ts';

/** Every domain event that notifies someone, one producer per file. */
const PRODUCERS: readonly NotificationProducer[] = [taskCreated, taskAssigneesAdded, tasksDueTomorrow, roleChanged];

export function producersFor(kind: string): readonly NotificationProducer[] {
  return PRODUCERS.filter((producer) => producer.eventKind === kind);
}
