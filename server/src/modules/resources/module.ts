import type { ServerModule } from '../server-module.ts';
import { articleFileAccess } from './article-files.ts';
import { resourceEvents } from './events.ts';
import { ARTICLE_REFERENCE, RESOURCE_REFERENCE } from './repo.ts';
import { resourceFileAccess } from './resource-files.ts';
import * as schema from './schema.ts';
import { resourceSearchSource } from './search-source.ts';

/**
 * The resource library and articles (spec 3 §2): sections of links, files and internal articles,
 * each visible to chosen roles and programmes (plan flag resourceVisibility); articles written in
 * the editor, published into the library and announced in the news feed. ARTICLES:EDIT, the only
 * content key of the registry here, manages both (access.ts).
 */
export const resourcesModule: ServerModule = {
  name: 'resources',
  schema: [schema],
  events: resourceEvents,
  fileAccess: { [RESOURCE_REFERENCE]: resourceFileAccess, [ARTICLE_REFERENCE]: articleFileAccess },
  searchSources: [resourceSearchSource],
  delivers: { flags: ['resourceVisibility'], permissions: ['ARTICLES:EDIT'] },
};
