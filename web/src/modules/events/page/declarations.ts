import type { Feature } from '../../../app/features/types';

/** The event page; signed in is enough to ask, the server's visibility rules decide who may open it. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'events/:id',
      titleKey: 'eventPage:title',
      page: async () => ({ Component: (await import('./EventPage')).EventPage }),
    },
  ],
};
