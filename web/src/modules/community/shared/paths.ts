/**
 * Every community address (spec 1 §2.2), the one place pages build links from: the directory and
 * its searches, the news feed and one post (with the reply to show), the RSS feeds, assigning
 * people and the analytics.
 */
export const COMMUNITY_PATHS = {
  home: '/community/home',
  /** One post opened whole; `commentId` is the reply of its thread to scroll to and highlight. */
  post: (id: string, commentId?: string | null) => `/community/post/${encodeURIComponent(id)}${commentId ? `?comment=${encodeURIComponent(commentId)}` : ''}`,
  directory: '/community',
  people: '/community/search/people',
  startups: '/community/search/startups',
  feeds: '/community/feeds',
  assignation: '/community/people/assignation',
  analytics: '/community/people/analytics',
} as const;
