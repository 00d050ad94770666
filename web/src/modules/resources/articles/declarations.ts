import { IconArticle, IconFilePencil } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { RESOURCE_PATHS } from '../shared/paths';

const managers = { permission: 'ARTICLES:EDIT' } as const;

/**
 * The articles (spec 3 §2), for the library's managers (ARTICLES:EDIT): the list under Management
 * and the editor without the top bar; the search destination and the Create menu's Article entry,
 * which makes a draft and opens its editor.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'articles/management', titleKey: 'resources:articles.title', access: managers, page: async () => ({ Component: (await import('./ArticlesPage')).ArticlesPage }) },
    {
      path: 'articles/management/article/:id',
      titleKey: 'resources:editor.pageTitle',
      access: managers,
      hideTopBar: true,
      page: async () => ({ Component: (await import('./EditorPage')).EditorPage }),
    },
  ],
  menu: [{ name: 'articlesManagement', labelKey: 'resources:nav.articles', icon: IconArticle, path: RESOURCE_PATHS.management }],
  search: [{ menuName: 'articlesManagement', path: RESOURCE_PATHS.management, labelKey: 'resources:nav.articles', descriptionKey: 'resources:search.articles' }],
  create: [
    {
      id: 'article',
      labelKey: 'resources:articles.createEntry',
      icon: IconFilePencil,
      permission: 'ARTICLES:EDIT',
      // The action and its mutation download when the entry is chosen, not with the shell.
      run: async (tools) => (await import('./createArticle')).createArticleAndEdit(tools),
    },
  ],
};
