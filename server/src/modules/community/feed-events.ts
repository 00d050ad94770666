import type { PostKind, Reaction } from '@seedbed/contracts/community';
import { declareEvent, type FeedEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';
import type { Readers } from './types.ts';

/**
 * Where a post sits: its thread (`rootId`, null for a post of the feed itself), its kind, and who
 * reads the thread. Notifications and live pushes decide from this alone.
 */
interface Placed {
  rootId: string | null;
  kind: PostKind;
  readers: Readers;
}

/** What a written post says, for the notifications that quote it. */
interface Said {
  /** The text cut short. */
  excerpt: string;
  /** People named with @ who may read it, named for the first time. */
  mentionIds: string[];
  /** A programme item's title (an event, an article, an outside feed's item). */
  title?: string | null;
}

const titleOf = (e: FeedEvent) => (typeof e.data.title === 'string' ? e.data.title : '');
/** A post someone wrote, a reply, or an item another feature placed in the feed. */
const placedVariant = (e: FeedEvent) => (e.data.rootId ? 'reply' : e.data.kind === 'POST' || !e.data.kind ? 'post' : 'item');
const placed: FeedSentence = { variant: placedVariant, params: (e) => ({ title: titleOf(e) }) };

/** What happens in the news feed; reactions and previews are many and kept out of the activity feed. */
export const feedEvents = {
  /**
   * A post or a reply. For a reply, `parentId` is what it answers, `parent` that one's author and
   * text, `root` the thread's post, and `replierIds` those who had replied in the thread before.
   */
  'community.postCreated': declareEvent<
    Placed &
      Said & {
        parentId: string | null;
        parent: { authorId: string | null; excerpt: string } | null;
        root: { authorId: string | null; excerpt: string } | null;
        replierIds: string[];
      }
  >(placed),
  /** `fields`: what changed; `previousReaders`: who read the thread before, when the edit changed it. */
  'community.postUpdated': declareEvent<Placed & Said & { fields: string[]; previousReaders: Readers | null }>(placed),
  /** `replyCount`: the replies that went with it. */
  'community.postDeleted': declareEvent<Placed & { title?: string | null; replyCount: number }>(placed),
  /**
   * A reaction given (`added`) or taken back. `firstByPerson`: the first this person gave the post,
   * ever, so that its author hears of them once.
   */
  'community.reacted': declareEvent<Placed & { postId: string; reaction: Reaction; added: boolean; authorId: string | null; firstByPerson: boolean; excerpt: string }>(
    { variant: (e) => (e.data.added === false ? 'removed' : 'added') },
    { quiet: true },
  ),
  'community.pinned': declareEvent<Placed & { pinned: boolean }>({ variant: (e) => (e.data.pinned === false ? 'unpinned' : 'pinned') }),
  /** A link's preview read after the post was written. */
  'community.linkPreviewFetched': declareEvent<Placed & { url: string }>({}, { quiet: true }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof feedEvents> {}
}
