import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import type { MenuDestination, ShellUser } from '../../app/features/types';
import { topNavItems } from './topNavItems';

const user = (patch: Partial<ShellUser>): ShellUser => ({
  _id: 'u1',
  roleType: 'staff',
  startups: [],
  startupIds: [],
  permissions: {},
  flags: {},
  userVisibility: null,
  startupVisibility: null,
  ...patch,
});

const destinations: MenuDestination[] = [
  { name: 'events', labelKey: 'nav.events', icon: IconHome, path: '/events', topNav: { order: 60, flag: 'oneOnOneEvents' } },
  { name: 'home', labelKey: 'nav.home', icon: IconHome, path: '/', topNav: { order: 0 } },
  { name: 'sidebar-only', labelKey: 'nav.x', icon: IconHome, path: '/x' },
  {
    name: 'startups',
    labelKey: 'nav.startups',
    icon: IconHome,
    path: '/startups',
    topNav: {
      order: 20,
      startupTerm: true,
      pathFor: (u) => (u.roleType === 'cofounder' ? (u.startupIds[0] ? `/startup/${u.startupIds[0]}/file/activities` : null) : '/startups'),
    },
  },
  { name: 'community', labelKey: 'nav.community', icon: IconHome, path: '/community', topNav: { order: 30, roles: ['staff', 'admin'] } },
];

describe('topNavItems (spec 1 §2.4)', () => {
  it('lists the destinations marked for the top bar, in order', () => {
    expect(topNavItems(destinations, user({ flags: { oneOnOneEvents: true } })).map((i) => i.name)).toEqual(['home', 'startups', 'community', 'events']);
  });

  it('leaves out items whose flag is off or whose roles exclude the user', () => {
    expect(topNavItems(destinations, user({ roleType: 'mentor' })).map((i) => i.name)).toEqual(['home', 'startups']);
  });

  it('leads each user where the item leads for them, and hides it when there is nowhere to go', () => {
    const founder = topNavItems(destinations, user({ roleType: 'cofounder', startupIds: ['s9'] }));
    expect(founder.find((i) => i.name === 'startups')?.path).toBe('/startup/s9/file/activities');
    expect(topNavItems(destinations, user({ roleType: 'cofounder' })).map((i) => i.name)).toEqual(['home']);
  });

  it('marks the items labelled with the startup term', () => {
    expect(topNavItems(destinations, user({})).find((i) => i.name === 'startups')?.startupTerm).toBe(true);
  });
});
