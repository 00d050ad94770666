import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/** Whose values changed: a startup or a person, with the name they had, so the feed reads well once they go. */
interface ValuesChanged {
  entity: 'startup' | 'user';
  subjectId: string;
  name: string;
}

/** What happens to the custom fields' values of startups and people; each lands in the activity feed. */
export const profileEvents = {
  'profile.valuesUpdated': declareEvent<ValuesChanged>({ variant: (e) => (e.data.entity === 'user' ? 'user' : 'startup'), params: (e) => ({ name: e.data.name }) }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof profileEvents> {}
}
