import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every tag event keeps the names it had, so the feed still reads well once the tag changes or goes. */
interface Categorised {
  category: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const tag: FeedSentence = { params: (e, n) => ({ tag: text(e.data.name), category: n.label('tagCategories', e.data.category) }) };

/** What the tags editor and people choosing their skills record; each lands in the activity feed. */
export const taxonomyEvents = {
  'tag.created': declareEvent<Categorised & { name: string }>(tag),
  /** `fields`: 'name' and/or 'color'. */
  'tag.updated': declareEvent<Categorised & { from: string; name: string; fields: string[] }>({
    variant: (e) => (Array.isArray(e.data.fields) && e.data.fields.includes('name') ? 'renamed' : 'recoloured'),
    params: (e, n) => ({ from: text(e.data.from), tag: text(e.data.name), category: n.label('tagCategories', e.data.category) }),
  }),
  /** `usage`: how many startups and people carried it. */
  'tag.deleted': declareEvent<Categorised & { name: string; usage: number }>(tag),
  /** `sources`: the names of the tags merged into `name`; `moved`: links passed on. */
  'tag.merged': declareEvent<Categorised & { name: string; sources: string[]; moved: number }>({
    params: (e, n) => ({
      tag: text(e.data.name),
      sources: Array.isArray(e.data.sources) ? e.data.sources.filter((s): s is string => typeof s === 'string').join(', ') : '',
      category: n.label('tagCategories', e.data.category),
    }),
  }),
  'user.skillsChosen': declareEvent<{ tagIds: string[] }>({}),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof taxonomyEvents> {}
}
