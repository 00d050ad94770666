import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every sentence names the record as it was called when the event happened. */
const titled: FeedSentence = { params: (e) => ({ title: text(e.data.title) }) };

interface Section {
  sectionId: string;
  title: string;
}

interface Resource {
  resourceId: string;
  sectionId: string;
  kind: string;
  title: string;
}

interface Article {
  articleId: string;
  title: string;
}

/**
 * What happens to the library and its articles (spec 3 §2). `fields` names what an edit changed.
 * A deletion is recorded while the record still exists.
 */
export const resourceEvents = {
  'resources.sectionCreated': declareEvent<Section>(titled),
  'resources.sectionUpdated': declareEvent<Section & { fields: string[] }>(titled),
  'resources.sectionDeleted': declareEvent<Section & { resourceCount: number }>(titled),
  'resources.sectionsReordered': declareEvent<{ sectionIds: string[] }>({}),
  'resources.created': declareEvent<Resource>(titled),
  'resources.updated': declareEvent<Resource & { fields: string[] }>(titled),
  'resources.deleted': declareEvent<Resource>(titled),
  'resources.moved': declareEvent<Resource & { fromSectionId: string; position: number }>(titled),
  'resources.articleCreated': declareEvent<Article>(titled),
  /** The editor saves often: kept out of the feed. */
  'resources.articleUpdated': declareEvent<Article & { fields: string[] }>(titled, { quiet: true }),
  /** `announced`: the first publication, told in the news feed. */
  'resources.articlePublished': declareEvent<Article & { announced: boolean }>(titled),
  'resources.articleUnpublished': declareEvent<Article>(titled),
  'resources.articleDeleted': declareEvent<Article>(titled),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof resourceEvents> {}
}
