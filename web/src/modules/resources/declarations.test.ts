import { describe, expect, it, vi } from 'vitest';
import { SIDEBAR } from '@seedbed/contracts/menu';
import { createTestI18n } from '../../test/render';
import { TOP_NAV_RULES } from '../../shell/topbar/topNavRules';
import { isTopBarHiddenPath } from '../../shell/topbar/topBarPaths';
import { resourcesFeature } from './feature';

const names = (entries: typeof SIDEBAR): string[] => entries.flatMap((entry) => [entry.name, ...names(entry.subMenu ?? [])]);

describe('the library and the articles in the shell', () => {
  it('opens the library to everyone and the articles to ARTICLES:EDIT, the editor without the top bar', () => {
    const routes = Object.fromEntries((resourcesFeature.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(routes)).toEqual(['resources', 'resources/section/:id/*', 'resources/internal/:id', 'articles/management', 'articles/management/article/:id']);
    for (const path of ['resources', 'resources/section/:id/*', 'resources/internal/:id']) expect(routes[path].access).toBeUndefined();
    expect(routes['articles/management'].access).toEqual({ permission: 'ARTICLES:EDIT' });
    expect(routes['articles/management/article/:id']).toMatchObject({ access: { permission: 'ARTICLES:EDIT' }, hideTopBar: true });
    expect(isTopBarHiddenPath('/articles/management/article/a1')).toBe(true);
  });

  it('names the sidebar entries the server lists, Resources in the top bar too', () => {
    const menu = resourcesFeature.menu ?? [];
    for (const destination of menu) expect(names(SIDEBAR)).toContain(destination.name);
    expect(menu.find((d) => d.name === 'resources')).toMatchObject({ path: '/resources', labelKey: 'resources:nav.resources', topNav: TOP_NAV_RULES.resources });
    expect(menu.find((d) => d.name === 'articlesManagement')).toMatchObject({ path: '/articles/management', labelKey: 'resources:nav.articles' });
    expect(resourcesFeature.search?.map((d) => [d.menuName, d.path])).toEqual([
      ['resources', '/resources'],
      ['articlesManagement', '/articles/management'],
    ]);
  });

  it('creates an article from the Create menu, then opens its editor', async () => {
    // The draft is named in the interface language, as the app's i18n instance reads it.
    await createTestI18n();
    const entry = resourcesFeature.create?.find((e) => e.id === 'article');
    expect(entry).toMatchObject({ permission: 'ARTICLES:EDIT', labelKey: 'resources:articles.createEntry' });
    const mutate = vi.fn(async () => ({ data: { createArticle: { _id: 'a9' } } }));
    const navigate = vi.fn();
    await entry?.run?.({ client: { mutate } as never, navigate: navigate as never });
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { title: 'Untitled article' } }));
    expect(navigate).toHaveBeenCalledWith('/articles/management/article/a9');
  });
});
