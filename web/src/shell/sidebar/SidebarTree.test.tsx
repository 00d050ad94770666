import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { renderWithProviders } from '../../test/render';
import type { MenuItem } from '../menu/menuTree';
import { SidebarTree } from './SidebarTree';

const destination = (name: string, path: string) => ({ name, path, labelKey: `menu.${name}`, icon: name === 'settings' ? IconSettings : IconUsers }) as MenuItem['destination'];
const items: MenuItem[] = [
  { destination: destination('home', '/home'), locked: false, children: [] },
  {
    destination: destination('settings', '/settings'),
    locked: false,
    children: [{ destination: destination('users', '/settings/users'), locked: false, children: [] }],
  },
];

describe('the sidebar tree', () => {
  it('makes a group header a button the keyboard reaches, saying whether it is expanded', async () => {
    await renderWithProviders(<SidebarTree items={items} />, { route: '/home' });
    // A link without an address is skipped by Tab; a button is reached, and Enter or Space opens it.
    const header = screen.getByRole('button', { name: 'menu.settings' });
    expect(header.tagName).toBe('BUTTON');
    expect(header.getAttribute('tabindex')).not.toBe('-1');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'menu.users', hidden: true }).getAttribute('href')).toBe('/settings/users');
  });

  it('starts with the branch of the page being shown open', async () => {
    await renderWithProviders(<SidebarTree items={items} />, { route: '/settings/users' });
    expect(screen.getByRole('button', { name: 'menu.settings' }).getAttribute('aria-expanded')).toBe('true');
  });
});
