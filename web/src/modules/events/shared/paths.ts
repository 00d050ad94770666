/** The event page and the editor (spec 3 §2): `/events/:id` and `/events/:id/edit`. */
export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;
export const eventEditPath = (id: string) => `${eventPath(id)}/edit`;

/** The four lists (spec 1 §2.8), by scope. */
export const EVENT_LIST_PATHS = {
  FEED: '/events',
  MY: '/events/my-events',
  CREATED_BY_ME: '/events/planning',
  UNPUBLISHED: '/events/unpublished',
} as const;
