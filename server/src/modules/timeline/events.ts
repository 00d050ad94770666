import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/**
 * Where an item sits: its startup (with the name it had, so the feed still names a renamed or
 * deleted one), its thread, and who may read it. Live pushes go out from this alone.
 */
interface Placed {
  startupId: string;
  startupName: string;
  parentId: string | null;
  isPublic: boolean;
}

/** A note or reply as its readers are told of it. */
interface Written extends Placed {
  /** The note's text, cut short, for the notifications that quote it. */
  excerpt: string;
  /** People named with @ who may read it, newly (all of them for a new note). */
  mentionIds: string[];
}

const onStartup: FeedSentence = { params: (e) => ({ startup: e.data.startupName }) };
const noteOrReply: FeedSentence = { ...onStartup, variant: (e) => (e.data.parentId ? 'reply' : 'note') };

/** What happens on startups' timelines; every write lands in the organisation's activity feed. */
export const timelineEvents = {
  /**
   * A note or a reply. For a reply, `parent` is the thread it joins (its author and text) and
   * `replierIds` those who had already replied, so that the thread hears of it.
   */
  'timeline.noteCreated': declareEvent<
    Written & { isPinned: boolean; isUpdate: boolean; attachmentIds: string[]; parent: { authorId: string | null; excerpt: string } | null; replierIds: string[] }
  >(noteOrReply),
  /** `fields`: what the change set; `wasPublic`: who could read it before. */
  'timeline.noteUpdated': declareEvent<Written & { fields: string[]; wasPublic: boolean }>(noteOrReply),
  /** `replyCount`: the replies that went with it. */
  'timeline.noteDeleted': declareEvent<Placed & { replyCount: number }>(noteOrReply),
  /** An item another feature posted (a reached milestone): `kind` is its type. */
  'timeline.itemPosted': declareEvent<Placed & { kind: string }>(onStartup),
  'timeline.itemRemoved': declareEvent<Placed & { kind: string }>(onStartup),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof timelineEvents> {}
}
