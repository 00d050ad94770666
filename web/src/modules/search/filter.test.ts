import { describe, expect, it } from 'vitest';
import type { SearchDestination } from '../../app/features/types';
import { filterSearch, normalise, searchableDestinations, type SearchModule } from './filter';

const MODULES: SearchModule[] = [
  {
    path: '/applications',
    label: 'Applications',
    description: 'Review applications and run funnels',
    subsections: [
      { path: '/applications/overview', label: 'Overview' },
      { path: '/applications/analytics', label: 'Analytics' },
      { path: '/applications/funnels/management', label: 'Funnels' },
    ],
  },
  { path: '/events', label: 'Events', description: 'Plan workshops and demo days', subsections: [] },
  {
    path: '/admin/configuration',
    label: 'Organisation settings',
    description: 'Branding, plan and users',
    subsections: [
      { path: '/admin/configuration/users', label: 'Users' },
      { path: '/admin/configuration/roles', label: 'Roles' },
    ],
  },
  { path: '/calendar', label: 'Calendar', description: 'Your meetings and availability', subsections: [] },
  { path: '/resources', label: 'Ressources', description: 'Guides et modèles à télécharger', subsections: [] },
];

/** The result list as `path` for modules and `  path` for subsections under them. */
const lines = (query: string, expanded: string[] = []) => filterSearch(MODULES, query, new Set(expanded)).map((r) => (r.kind === 'module' ? r.path : `  ${r.path}`));

describe('filterSearch (spec 1 §2.9)', () => {
  it.each<[string, string, string[]]>([
    ['an empty query lists every module, without subsections', '', ['/applications', '/events', '/admin/configuration', '/calendar', '/resources']],
    ['blanks count as empty', '   ', ['/applications', '/events', '/admin/configuration', '/calendar', '/resources']],
    ['a name matches', 'events', ['/events']],
    ['case does not matter', 'EVeNTS', ['/events']],
    ['a part of a word matches', 'cal', ['/calendar']],
    ['a description matches', 'workshop', ['/events']],
    ['a description matches in any case', 'DEMO DAYS', ['/events']],
    ['accents do not matter', 'modeles a telecharger', ['/resources']],
    ['accents typed match plain text', 'événts', ['/events']],
    ['a subsection lists its module above it', 'analytics', ['/applications', '  /applications/analytics']],
    ['a module and the subsections that match', 'funnel', ['/applications', '  /applications/funnels/management']],
    ['several modules', 'users', ['/admin/configuration', '  /admin/configuration/users']],
    ['a description shared by several', 'and', ['/applications', '/events', '/admin/configuration', '/calendar']],
    ['nothing matches', 'zzz', []],
    ['surrounding blanks are ignored', '  roles ', ['/admin/configuration', '  /admin/configuration/roles']],
  ])('%s (%j)', (_case, query, expected) => {
    expect(lines(query)).toEqual(expected);
  });

  it('lists every subsection of an expanded module, whatever the query', () => {
    expect(lines('', ['/applications'])).toEqual([
      '/applications',
      '  /applications/overview',
      '  /applications/analytics',
      '  /applications/funnels/management',
      '/events',
      '/admin/configuration',
      '/calendar',
      '/resources',
    ]);
    expect(lines('organisation', ['/admin/configuration'])).toEqual(['/admin/configuration', '  /admin/configuration/users', '  /admin/configuration/roles']);
  });

  it('does not list an expanded module that does not match', () => {
    expect(lines('events', ['/applications'])).toEqual(['/events']);
  });

  it('tells which modules have subsections and which are expanded', () => {
    const results = filterSearch(MODULES, '', new Set(['/applications']));
    const applications = results.find((r) => r.path === '/applications');
    const events = results.find((r) => r.path === '/events');
    expect(applications).toMatchObject({ kind: 'module', subsectionCount: 3, expanded: true });
    expect(events).toMatchObject({ kind: 'module', subsectionCount: 0, expanded: false });
  });

  it('gives subsections their module as context and unique ids', () => {
    const results = filterSearch(MODULES, 'o', new Set(['/applications', '/admin/configuration']));
    expect(new Set(results.map((r) => r.id)).size).toBe(results.length);
    expect(results.find((r) => r.path === '/admin/configuration/roles')).toMatchObject({ kind: 'subsection', parentLabel: 'Organisation settings' });
  });
});

describe('normalise', () => {
  it.each([
    ['Événements', 'evenements'],
    ['ÇAĞRI', 'cagri'],
    ['Straße', 'straße'],
    ['코칭', normalise('코칭')],
  ])('%s → %s', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
});

describe('searchableDestinations', () => {
  const destination = (menuName: string): SearchDestination => ({ menuName, path: `/${menuName}`, labelKey: `x:${menuName}`, descriptionKey: `x:${menuName}.d` });

  it("keeps only destinations whose menu entry is in the user's own menu", () => {
    const all = [destination('applications'), destination('events'), destination('settings')];
    expect(searchableDestinations(all, new Set(['events', 'settings', 'home'])).map((d) => d.menuName)).toEqual(['events', 'settings']);
    expect(searchableDestinations(all, new Set())).toEqual([]);
  });
});
