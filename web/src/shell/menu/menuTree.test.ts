import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import type { MenuDestination } from '../../app/features/types';
import { containsActive, isActivePath, pathsForUser, resolveMenu, usableNames, type ServerMenuEntry } from './menuTree';

const dest = (name: string, path: string): MenuDestination => ({ name, path, labelKey: `nav.${name}`, icon: IconHome });
const destinations = new Map(
  [dest('home', '/'), dest('startups', '/startups'), dest('programs', '/startups/programs'), dest('plans', '/startups/programs/incubator-plans'), dest('deep', '/deep')].map(
    (d) => [d.name, d],
  ),
);

const entries: ServerMenuEntry[] = [
  { name: 'home', locked: false, subMenu: [] },
  {
    name: 'startups',
    locked: false,
    subMenu: [
      { name: 'programs', locked: true, subMenu: [{ name: 'plans', locked: false, subMenu: [{ name: 'deep', locked: false }] }] },
      { name: 'unknown-yet', locked: false, subMenu: [{ name: 'deep', locked: false }] },
    ],
  },
  { name: 'not-built', locked: false },
];

describe('resolveMenu (spec 1 §2.8)', () => {
  it('keeps the names the web knows, three levels deep, with their locked flag', () => {
    const items = resolveMenu(entries, destinations);
    expect(items.map((i) => i.destination.name)).toEqual(['home', 'startups']);
    const programs = items[1].children[0];
    expect(programs.destination.path).toBe('/startups/programs');
    expect(programs.locked).toBe(true);
    expect(programs.children.map((c) => c.destination.name)).toEqual(['plans']);
    // A fourth level is never shown.
    expect(programs.children[0].children).toEqual([]);
  });

  it('drops a name without a destination together with what is under it', () => {
    const items = resolveMenu(entries, destinations);
    expect(items[1].children.map((c) => c.destination.name)).toEqual(['programs']);
  });
});

describe('usableNames (the search offers only the user’s own menu)', () => {
  it('lists every level but leaves out locked entries and what is under them', () => {
    expect([...usableNames(entries)].sort()).toEqual(['deep', 'home', 'not-built', 'startups', 'unknown-yet']);
  });
});

describe('isActivePath', () => {
  it('treats Home as active on / and /home only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/home/feed')).toBe(true);
    expect(isActivePath('/', '/startups')).toBe(false);
  });

  it('matches whole segments', () => {
    expect(isActivePath('/startups', '/startups/programs')).toBe(true);
    expect(isActivePath('/startup', '/startups')).toBe(false);
  });

  it('finds the active page below an item', () => {
    const [, startups] = resolveMenu(entries, destinations);
    expect(containsActive(startups, '/startups/programs/incubator-plans')).toBe(true);
    expect(containsActive(startups, '/events')).toBe(false);
  });
});

describe('pathsForUser', () => {
  const user = (roleType: 'applicant' | 'staff') => ({
    _id: 'u',
    roleType,
    startupIds: [],
    startups: [],
    permissions: {},
    flags: {},
    userVisibility: null,
    startupVisibility: null,
  });
  const applications: MenuDestination = {
    ...dest('applications', '/applications'),
    topNav: { order: 10, pathFor: (u) => (u.roleType === 'applicant' ? '/applications' : '/applications/overview') },
  };
  const items = resolveMenu([{ name: 'applications', locked: false, subMenu: [{ name: 'home', locked: false }] }], new Map([...destinations, ['applications', applications]]));

  it("leads a destination to the person's own page, as the top bar does", () => {
    expect(pathsForUser(items, user('staff'))[0].destination.path).toBe('/applications/overview');
    expect(pathsForUser(items, user('applicant'))[0].destination.path).toBe('/applications');
    expect(pathsForUser(items, user('staff'))[0].children[0].destination.path).toBe('/');
  });

  it('keeps the declared path while the person is not known yet', () => {
    expect(pathsForUser(items, null)[0].destination.path).toBe('/applications');
  });
});
