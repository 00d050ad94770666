import type { WebhookEventKind } from '@seedbed/contracts/api-access';
import type { EventKind, EventReaction, EventReactions, RecordedEvent } from '../../core/events.ts';
import { TOP_LEVEL_DATA_SUBMITTED } from '../metrics/timeline-kinds.ts';
import { queueDeliveries } from './delivery.ts';

type Data = Record<string, unknown>;

/**
 * What a webhook receives of each public event: ids and the fields any organisation admin reads
 * anyway (names, titles, statuses, dates). Lists of people to notify, texts of notes, answers and
 * anything a role could hide stay out: a kind's payload is written here field by field, never copied.
 */
const PUBLIC: { [K in EventKind]?: { as: WebhookEventKind; data: (event: RecordedEvent<K>) => Data | null } } = {
  'startup.created': { as: 'startup.created', data: (e) => ({ startupId: e.subjectId, name: e.data.name }) },
  'startup.updated': { as: 'startup.updated', data: (e) => ({ startupId: e.subjectId, name: e.data.name, fields: e.data.fields }) },
  'startup.archived': { as: 'startup.archived', data: (e) => ({ startupId: e.subjectId, name: e.data.name }) },
  'startup.deleted': { as: 'startup.deleted', data: (e) => ({ startupId: e.subjectId, name: e.data.name }) },
  'application.created': { as: 'application.created', data: (e) => ({ applicationId: e.data.applicationId, funnelId: e.data.funnelId, name: e.data.applicationName }) },
  'application.submitted': {
    as: 'application.submitted',
    data: (e) => ({ applicationId: e.data.applicationId, funnelId: e.data.funnelId, roundId: e.data.roundId, name: e.data.applicationName }),
  },
  'application.statusChanged': {
    as: 'application.statusChanged',
    data: (e) => ({ applicationId: e.data.applicationId, funnelId: e.data.funnelId, name: e.data.applicationName, from: e.data.from, to: e.data.to }),
  },
  'coaching.sessionCreated': { as: 'coaching.sessionCreated', data: (e) => ({ sessionId: e.data.sessionId, name: e.data.name, startupId: e.data.startupId }) },
  'coaching.meetingBooked': {
    as: 'coaching.meetingBooked',
    data: (e) => ({ sessionId: e.data.sessionId, hostId: e.data.hostId, startupId: e.data.startupId, start: e.data.start, duration: e.data.duration }),
  },
  'coaching.sessionCancelled': { as: 'coaching.sessionCancelled', data: (e) => ({ sessionId: e.data.sessionId, name: e.data.name, by: e.data.by }) },
  'coaching.sessionEnded': { as: 'coaching.sessionEnded', data: (e) => ({ sessionId: e.data.sessionId, name: e.data.name }) },
  'events.published': { as: 'events.published', data: (e) => ({ eventId: e.data.eventId, title: e.data.title }) },
  'events.registered': {
    as: 'events.registered',
    data: (e) => ({ eventId: e.data.eventId, title: e.data.title, registeredUserIds: e.data.registered, waitlistedUserIds: e.data.waitlisted }),
  },
  'events.registrationCancelled': { as: 'events.registrationCancelled', data: (e) => ({ eventId: e.data.eventId, title: e.data.title, userId: e.data.userId }) },
  'task.created': { as: 'task.created', data: (e) => ({ taskId: e.subjectId, dueDate: e.data.dueDate, startupId: e.data.startupId ?? null }) },
  'task.done': { as: 'task.done', data: (e) => ({ taskId: e.subjectId, dueDate: e.data.dueDate, userId: e.data.userId }) },
  'milestone.created': {
    as: 'milestone.created',
    data: (e) => ({ milestoneId: e.subjectId, startupId: e.data.startupId, name: e.data.name, status: e.data.status, reached: e.data.reached }),
  },
  'milestone.updated': {
    as: 'milestone.updated',
    data: (e) => ({ milestoneId: e.subjectId, startupId: e.data.startupId, name: e.data.name, status: e.data.status, reached: e.data.reached }),
  },
  'courses.enrolled': {
    as: 'courses.enrolled',
    data: (e) => ({ courseId: e.data.courseId, cohortId: e.data.cohortId, userId: e.data.userId, startupId: e.data.startupId, title: e.data.title }),
  },
  'courses.completed': {
    as: 'courses.completed',
    data: (e) => ({ courseId: e.data.courseId, cohortId: e.data.cohortId, userId: e.data.userId, startupId: e.data.startupId, title: e.data.courseTitle }),
  },
  // An anonymous answer stays anonymous: the person is never named, only the form.
  'form.answered': { as: 'form.answered', data: (e) => ({ formId: e.data.formId, title: e.data.title, anonymous: e.data.anonymous }) },
  // A startup's metrics report reaches its timeline as a posted item of its own kind.
  'timeline.itemPosted': { as: 'metrics.submitted', data: (e) => (e.data.kind === TOP_LEVEL_DATA_SUBMITTED ? { startupId: e.data.startupId, itemId: e.subjectId } : null) },
};

/** The public form of a recorded event, or null when no webhook hears it. */
export function publicEvent(event: RecordedEvent): { kind: WebhookEventKind; data: Data } | null {
  const rule = PUBLIC[event.kind] as { as: WebhookEventKind; data: (event: RecordedEvent) => Data | null } | undefined;
  const data = rule?.data(event);
  return rule && data ? { kind: rule.as, data } : null;
}

/** A reaction per public kind: the deliveries are queued in the transaction that records the event. */
export const webhookReactions: EventReactions = Object.fromEntries(
  Object.keys(PUBLIC).map((kind) => [
    kind,
    (async (ctx, db, event) => {
      const made = publicEvent(event);
      if (made) await queueDeliveries(ctx, db, event, made);
    }) satisfies EventReaction,
  ]),
) as EventReactions;
