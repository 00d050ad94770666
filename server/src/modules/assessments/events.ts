import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every assessment event keeps the names it had, so the feed still reads well once the startup or form changes. */
interface Named {
  startupId: string;
  startupName: string;
  formId: string;
  formTitle: string;
}

const assessment: FeedSentence = { params: (e) => ({ startup: e.data.startupName, form: e.data.formTitle }) };

/** Staff assessments of startups; each lands in the organisation's activity feed. */
export const assessmentEvents = {
  'assessment.created': declareEvent<Named>(assessment),
  'assessment.deleted': declareEvent<Named>(assessment),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof assessmentEvents> {}
}
