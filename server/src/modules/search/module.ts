import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';

/**
 * Search that finds records (plan flag broadSearch): people, startups, programmes, events, posts,
 * resources and applications the viewer may see, ranked by PostgreSQL full-text search. Each
 * feature brings its records through the `searchSources` of its own module.ts.
 */
export const searchModule: ServerModule = {
  name: 'search',
  schema: [schema],
  delivers: { flags: ['broadSearch'] },
};
