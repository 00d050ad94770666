import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { idsIn, notificationProducer } from '../producer.ts';
import { MY_APPLICATIONS_URL } from './application-links.ts';

/**
 * Moves the applicant's side hears of by their own notification once the decision's mail leaves
 * (application-decisions.ts), or not at all: a held rejection, the applicant's own submission, and
 * a reset (staff correcting a decision, usually before its mail left).
 */
const TOLD_OTHERWISE: readonly ApplicationStatus[] = ['accepted', 'rejected', 'delay_rejected'];

/**
 * `application.statusChanged`: the applicant and the founders of the startup it became are told
 * the application's new status (changeApplicationStatus), in their language at read time
 * (one message per status).
 */
export const applicationStatusChanged = notificationProducer({
  eventKind: 'application.statusChanged',
  async produce(event) {
    const { applicationName, from, to } = event.data;
    if (from === 'draft' || TOLD_OTHERWISE.includes(from as ApplicationStatus) || TOLD_OTHERWISE.includes(to as ApplicationStatus)) return [];
    const recipients = idsIn(event.data.recipientIds);
    if (!recipients.length) return [];
    return [
      {
        type: 'changeApplicationStatus',
        messageKey: `changeApplicationStatus.${to}`,
        recipients,
        params: { application: applicationName },
        url: MY_APPLICATIONS_URL,
        senderId: event.actorId,
      },
    ];
  },
});
