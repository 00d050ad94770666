import type { Feature } from '../../../app/features/types';

/** The event editor (spec 3 §2): where the Create menu's Event entry lands once the draft exists. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'events/:id/edit',
      titleKey: 'eventEditor:pageTitle',
      page: async () => ({ Component: (await import('./EditorPage')).EditorPage }),
    },
  ],
};
