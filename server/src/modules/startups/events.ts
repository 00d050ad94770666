import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every startup event keeps the startup's name, so that the feed still names one that was renamed or deleted. */
interface Named {
  name: string;
}

/** The person a change concerns, and what they are on the startup. */
interface Person extends Named {
  userId: string;
}

const startup: FeedSentence = { params: (e) => ({ startup: e.data.name }) };
const person: FeedSentence = {
  params: async (e, n) => ({ startup: e.data.name, user: await n.user(e.data.userId) }),
};
const program: FeedSentence = { params: (e) => ({ program: e.data.name }) };

/** What happens to startups, their people and programmes; each lands in the organisation's activity feed. */
export const startupEvents = {
  'startup.created': declareEvent<Named>(startup),
  /** `fields`: the profile fields the change set beyond its name (description, industryIds…). */
  'startup.updated': declareEvent<Named & { fields: string[] }>({
    params: (e, n) => ({ startup: e.data.name, fields: n.fields(e.data.fields, 'startupFields') }),
  }),
  'startup.renamed': declareEvent<Named & { from: string }>({ params: (e) => ({ startup: e.data.name, from: e.data.from }) }),
  'startup.archived': declareEvent<Named>(startup),
  'startup.restored': declareEvent<Named>(startup),
  'startup.deleted': declareEvent<Named>(startup),
  'startup.founderAdded': declareEvent<Person & { founderType: string }>(person),
  'startup.personAssigned': declareEvent<Person>(person),
  /** `kind`: what they were: 'founder' or 'assigned'. */
  'startup.personRemoved': declareEvent<Person & { kind: string }>(person),
  'startup.programAdded': declareEvent<Named & { programId: string; program: string }>({
    params: (e) => ({ startup: e.data.name, program: e.data.program }),
  }),
  'startup.tagAdded': declareEvent<Named & { tagId: string; tag: string }>({
    params: (e) => ({ startup: e.data.name, tag: e.data.tag }),
  }),
  'startupTag.created': declareEvent<Named>({ params: (e) => ({ tag: e.data.name }) }),
  'program.created': declareEvent<Named>(program),
  'program.updated': declareEvent<Named & { fields: string[] }>(program),
  'program.deleted': declareEvent<Named>(program),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof startupEvents> {}
}
