import type { ServerModule } from '../server-module.ts';

/**
 * The resource library and articles (spec 3 §2): sections of links, files and internal articles,
 * each visible to chosen roles and programmes (plan flag resourceVisibility); articles written in
 * the editor, published into the library and announced in the news feed.
 */
export const resourcesModule: ServerModule = {
  name: 'resources',
  schema: [],
};
