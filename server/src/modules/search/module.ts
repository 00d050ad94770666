import type { ServerModule } from '../server-module.ts';

/**
 * Search that finds records (plan flag broadSearch): people, startups, programmes, events, posts,
 * resources and applications the viewer may see, ranked by PostgreSQL full-text search.
 */
export const searchModule: ServerModule = {
  name: 'search',
  schema: [],
};
