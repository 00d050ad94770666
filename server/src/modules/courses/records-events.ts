import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every sentence names the course (and the cohort) as they were called when the event happened. */
const titled: FeedSentence = { params: (e) => ({ course: text(e.data.title) }) };
const cohortNamed: FeedSentence = { params: (e) => ({ course: text(e.data.title), cohort: text(e.data.name) }) };

interface Titled {
  courseId: string;
  title: string;
}

interface CohortNamed extends Titled {
  cohortId: string;
  name: string;
}

/**
 * What happens to courses themselves (spec 3 §3): their records, outline, admins and cohorts.
 * `fields` names what an edit changed ('title', 'description', …, and 'outline' or 'lessons' for
 * the builder's chapters and lessons). 'courses.deleted' is recorded while the course still exists.
 */
export const recordsEvents = {
  'courses.created': declareEvent<Titled & { duplicateOf?: string }>(titled),
  /** The builder saves as one types: kept out of the feed. */
  'courses.updated': declareEvent<Titled & { fields: string[] }>(titled, { quiet: true }),
  'courses.published': declareEvent<Titled>(titled),
  'courses.unpublished': declareEvent<Titled>(titled),
  'courses.archived': declareEvent<Titled & { archived: boolean }>({ ...titled, variant: (e) => (e.data.archived === false ? 'restored' : 'archived') }),
  'courses.deleted': declareEvent<Titled>(titled),
  'courses.adminsChanged': declareEvent<Titled & { added: string[]; removed: string[] }>(titled),
  'courses.cohortCreated': declareEvent<CohortNamed>(cohortNamed),
  'courses.cohortUpdated': declareEvent<CohortNamed & { fields: string[] }>(cohortNamed),
  'courses.cohortDeleted': declareEvent<CohortNamed>(cohortNamed),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof recordsEvents> {}
}
