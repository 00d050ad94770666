import { idsIn, notificationProducer } from '../producer.ts';
import { MY_APPLICATIONS_URL } from './application-links.ts';

/**
 * `application.decisionMailSent`: a decision reaches the applicant's side when its mail leaves
 * (after the undo window; a held rejection when staff send it), never before: an acceptance of
 * the last round (approvalApplication), a rejection (denialApplication). Accepting into a next
 * round is told by the status change itself.
 */
export const applicationDecisionMailSent = notificationProducer({
  eventKind: 'application.decisionMailSent',
  async produce(event) {
    const { applicationName, decision, status } = event.data;
    const recipients = idsIn(event.data.recipientIds);
    if (!recipients.length) return [];
    const base = { recipients, params: { application: applicationName }, url: MY_APPLICATIONS_URL, senderId: null };
    if (decision === 'accept' && status === 'accepted') return [{ ...base, type: 'approvalApplication' }];
    if (decision === 'reject' || decision === 'delay_reject') return [{ ...base, type: 'denialApplication' }];
    return [];
  },
});
