import type { NotificationProducer } from '../producer.ts';
import { roleChanged } from './role-changed.ts';
import { taskAssigneesAdded, taskCreated } from './task-assigned.ts';
import { tasksDueTomorrow } from './tasks-due-tomorrow.ts';
import { timelineEditMentions, timelineNoteMentions } from './timeline-mentions.ts';
import { timelineNoteCreated } from './timeline-notes.ts';
import { feedbackRecipientsAdded, feedbackReminded, feedbackRequested } from './feedback-requested.ts';
import { metricsRequested } from './metrics-due.ts';
import { metricsUpdated } from './metrics-updated.ts';
import { applicationCommented } from './application-comments.ts';
import { applicationStatusChanged } from './application-status.ts';
import { applicationDecisionMailSent } from './application-decisions.ts';
import { meetingPeopleAdded, meetingScheduled } from './meeting-scheduled.ts';
import { meetingChanged } from './meeting-changed.ts';
import { meetingCancelled, meetingDeleted } from './meeting-deleted.ts';
import { eventRegistered, eventRegistrationCancelled, eventWaitlistPromoted } from './event-registered.ts';
import { eventSlotBooked } from './event-slot-booked.ts';
import { eventUpdated } from './event-changed.ts';
import { eventCancelled, eventDeleted } from './event-cancelled.ts';
import { eventReminder } from './event-reminder.ts';
import { courseReviewed } from './course-reviewed.ts';
import { courseReminder } from './course-reminder.ts';
import { communityReacted } from './community-reactions.ts';
import { communityReplied } from './community-replies.ts';
import { communityEditMentions, communityPostMentions } from './community-mentions.ts';

/** Every domain event that notifies someone, one producer per file. */
const PRODUCERS: readonly NotificationProducer[] = [
  taskCreated,
  taskAssigneesAdded,
  tasksDueTomorrow,
  roleChanged,
  timelineNoteCreated,
  timelineNoteMentions,
  timelineEditMentions,
  feedbackRequested,
  feedbackRecipientsAdded,
  feedbackReminded,
  metricsRequested,
  metricsUpdated,
  applicationCommented,
  applicationStatusChanged,
  applicationDecisionMailSent,
  meetingScheduled,
  meetingPeopleAdded,
  meetingChanged,
  meetingDeleted,
  meetingCancelled,
  eventRegistered,
  eventWaitlistPromoted,
  eventRegistrationCancelled,
  eventSlotBooked,
  eventUpdated,
  eventCancelled,
  eventDeleted,
  eventReminder,
  courseReviewed,
  courseReminder,
  communityReacted,
  communityReplied,
  communityPostMentions,
  communityEditMentions,
];

export function producersFor(kind: string): readonly NotificationProducer[] {
  return PRODUCERS.filter((producer) => producer.eventKind === kind);
}
