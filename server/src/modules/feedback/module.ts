import type { ServerModule } from '../server-module.ts';
import * as summarySchema from '../forms/summary-schema.ts';
import * as schema from './schema.ts';
import { feedbackEvents } from './events.ts';

/**
 * Feedback requests and surveys (spec 3 §2, feedbackForms): a published feedback form sent to
 * people and startups with a due date, each recipient's task and survey, reminders, and the
 * answers summed up per question (forms/summary.ts, which other features' analytics read too).
 */
export const feedbackModule: ServerModule = {
  name: 'feedback',
  schema: [schema, summarySchema],
  events: feedbackEvents,
  delivers: {
    flags: ['feedbackForms'],
    permissions: ['FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW', 'FEEDBACK_REQUEST:EDIT', 'FEEDBACK_ANSWER:VIEW'],
    notificationTypes: ['feedbackRequested'],
  },
};
