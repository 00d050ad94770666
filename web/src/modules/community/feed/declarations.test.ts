import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@seedbed/contracts/menu';
import type { ShellUser } from '../../../app/features/types';
import { findRedirect, redirectTarget } from '../../../app/routing/redirects';
import { FEATURES } from '../../../features';
import { homeWidgetsFor } from '../../home/homeWidgets';
import { communityFeature } from '../feature';
import { declarations } from './declarations';

const founder = (flags: ShellUser['flags'], permissions: ShellUser['permissions'] = { 'NEWS_FEED:VIEW': 'ALL' }): ShellUser => ({
  _id: 'me',
  roleType: 'cofounder',
  startupIds: ['s1'],
  startups: [{ _id: 's1', name: 'GreenLoop' }],
  permissions,
  flags,
  userVisibility: 'ALL',
  startupVisibility: 'ASSIGNED',
});

describe('the news feed in the shell', () => {
  it('puts the feed and one post behind the plan’s newsFeed flag and NEWS_FEED:VIEW, each downloaded on its own', () => {
    expect(declarations.routes?.map((route) => route.path)).toEqual(['community/home', 'community/post/:postId']);
    for (const route of declarations.routes ?? []) expect(route.access).toEqual({ flag: 'newsFeed', permission: 'NEWS_FEED:VIEW' });
  });

  it('brings the community group’s News feed entry and its search destination', () => {
    const group = SIDEBAR.find((entry) => entry.name === 'community');
    expect(group?.subMenu?.map((entry) => entry.name)).toContain('communityHome');
    expect(communityFeature.menu?.find((destination) => destination.name === 'communityHome')).toMatchObject({ path: '/community/home', labelKey: 'communityFeed:nav.home' });
    expect(declarations.search?.map((destination) => [destination.menuName, destination.path])).toEqual([['communityHome', '/community/home']]);
  });

  it('opens a reply’s notification address at its post, scrolled to the reply', () => {
    const match = findRedirect(communityFeature.redirects ?? [], '/community/post/p1/r2', true);
    expect(match && redirectTarget(match, '', { user: null, incubator: undefined })).toBe('/community/post/p1?comment=r2');
  });

  it('adds the latest posts to the home page of those who read the feed', () => {
    expect(homeWidgetsFor(FEATURES, founder({ newsFeed: true })).map((widget) => widget.id)).toContain('latestPosts');
    expect(homeWidgetsFor(FEATURES, founder({})).map((widget) => widget.id)).not.toContain('latestPosts');
    expect(homeWidgetsFor(FEATURES, founder({ newsFeed: true }, {})).map((widget) => widget.id)).not.toContain('latestPosts');
  });
});
