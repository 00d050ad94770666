import { onEventRecorded } from '../../../core/events.ts';
import { deliverNotifications } from '../pipeline.ts';
import { registerNotificationProducer, type NotificationProducer } from '../producer.ts';
import { roleChanged } from './role-changed.ts';
import { taskAssigneesAdded, taskCreated } from './task-assigned.ts';
import { tasksDueTomorrow } from './tasks-due-tomorrow.ts';

/** Every domain event that notifies someone, one producer per file. */
const PRODUCERS: readonly NotificationProducer[] = [taskCreated, taskAssigneesAdded, tasksDueTomorrow, roleChanged];

for (const producer of PRODUCERS) registerNotificationProducer(producer);
onEventRecorded(deliverNotifications);
