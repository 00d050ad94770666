import type { ServerModule } from '../server-module.ts';

/**
 * The news feed (spec 1 §2.2, spec 3 §3): posts with images and link previews for everyone, a
 * programme or chosen roles, reactions and threaded replies with @mentions, pinned announcements,
 * programme items, and the outside RSS feeds the organisation subscribed it to.
 */
export const communityModule: ServerModule = {
  name: 'community',
  schema: [],
};
