import type { PostCardData } from '../shared/post/graphql';

export interface FeedFilter {
  kind: string | null;
  programId: string | null;
}

/** The feed as shown: the pinned announcements, the pages read, and new posts not shown yet. */
export interface FeedState {
  pinned: PostCardData[];
  results: PostCardData[];
  next: string | null;
  /** Posts that arrived live while the person reads: announced, shown when they ask (newest first). */
  fresh: PostCardData[];
}

export const emptyFeed = (): FeedState => ({ pinned: [], results: [], next: null, fresh: [] });

const newestFirst = (a: PostCardData, b: PostCardData) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
const newestPinFirst = (a: PostCardData, b: PostCardData) => (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? '') || newestFirst(a, b);
const without = (list: readonly PostCardData[], id: string) => list.filter((p) => p._id !== id);

/** Whether a post belongs in the feed as filtered (the server's filter, applied to a post arriving live). */
export function matchesFilter(post: Pick<PostCardData, 'kind' | 'programIds'>, filter: FeedFilter): boolean {
  if (filter.kind && post.kind !== filter.kind) return false;
  if (filter.programId && !post.programIds.includes(filter.programId)) return false;
  return true;
}

export const isShown = (state: FeedState, id: string) => state.pinned.some((p) => p._id === id) || state.results.some((p) => p._id === id);

/** The first page read (again): what was announced meanwhile is in it. */
export function firstPage(page: { pinned: PostCardData[]; results: PostCardData[]; next: string | null }): FeedState {
  return { pinned: [...page.pinned].sort(newestPinFirst), results: page.results, next: page.next, fresh: [] };
}

/** A further page under the others (a post already shown, pushed down by new ones, is not repeated). */
export function appendPage(state: FeedState, page: { results: PostCardData[]; next: string | null }): FeedState {
  const shown = new Set(state.results.map((p) => p._id));
  return { ...state, results: [...state.results, ...page.results.filter((p) => !shown.has(p._id))], next: page.next };
}

/** A post someone else wrote, heard live: announced, not shown, so that nothing moves under the reader's eyes. */
export function announce(state: FeedState, post: PostCardData): FeedState {
  if (isShown(state, post._id) || state.fresh.some((p) => p._id === post._id)) return state;
  return { ...state, fresh: [post, ...state.fresh].sort(newestFirst) };
}

/** The announced posts shown at the top, where their date puts them. */
export function showFresh(state: FeedState): FeedState {
  const fresh = state.fresh.filter((p) => !isShown(state, p._id));
  return { ...state, results: [...fresh, ...state.results].sort(newestFirst), fresh: [] };
}

/** One's own new post: shown at once at the top. */
export function addOwn(state: FeedState, post: PostCardData): FeedState {
  return place({ ...state, fresh: without(state.fresh, post._id), results: [post, ...without(state.results, post._id)] }, post);
}

/** A post gone (deleted, its RSS item removed, no longer readable). */
export function remove(state: FeedState, id: string): FeedState {
  return { ...state, pinned: without(state.pinned, id), results: without(state.results, id), fresh: without(state.fresh, id) };
}

/**
 * A post as it is now, placed where it belongs: pinned, among the announcements (newest pin first);
 * unpinned, back in the feed where its date puts it — if the pages read reach that far.
 */
export function place(state: FeedState, post: PostCardData): FeedState {
  // Every announcement is on top, whether or not its post was read in the pages below.
  if (post.isPinned) return { ...state, pinned: [post, ...without(state.pinned, post._id)].sort(newestPinFirst) };
  if (!isShown(state, post._id)) return state;
  const pinned = without(state.pinned, post._id);
  if (state.results.some((p) => p._id === post._id)) return { ...state, pinned };
  const oldest = state.results.at(-1);
  const reached = state.next === null || (oldest !== undefined && newestFirst(post, oldest) <= 0);
  return { ...state, pinned, results: reached ? [...state.results, post].sort(newestFirst) : state.results };
}

/** The feed under the announcements: a pinned post is shown once, on top. */
export function unpinnedResults(state: FeedState): PostCardData[] {
  const pinned = new Set(state.pinned.map((p) => p._id));
  return state.results.filter((p) => !pinned.has(p._id));
}
