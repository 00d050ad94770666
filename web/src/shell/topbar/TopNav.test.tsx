import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { IconHome } from '@tabler/icons-react';
import { renderWithProviders } from '../../test/render';
import type { ShellUser } from '../../app/features/types';
import { TopNav } from './TopNav';
import type { TopNavItem } from './topNavItems';

const user: ShellUser = {
  _id: 'u1',
  roleType: 'admin',
  startups: [],
  startupIds: [],
  permissions: {},
  flags: {},
  userVisibility: null,
  startupVisibility: null,
};

// Known words of the catalogue, so the labels are real texts.
const items: TopNavItem[] = ['home', 'calendar', 'tasks', 'emails', 'forms'].map((name) => ({
  name,
  labelKey: name === 'home' ? 'nav.home' : `sections.${name}`,
  path: name === 'home' ? '/' : `/${name}-list`,
  icon: IconHome,
  startupTerm: false,
}));

// jsdom does no layout: every measured element is 84 px wide, the bar as wide as `room`.
let room = 1000;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 84 } as DOMRect);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => room);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const bar = () => screen.getByRole('navigation', { name: 'Sections' });

describe('TopNav overflow (spec 1 §2.4)', () => {
  it('shows every item, and no More, when they fit', async () => {
    room = 500; // 5 × (84 + 16)
    await renderWithProviders(<TopNav items={items} user={user} />);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Calendar', 'Tasks', 'Emails', 'Forms']);
    expect(within(bar()).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves what does not fit into More, keeping the order', async () => {
    room = 420; // More takes 100, leaving three items.
    await renderWithProviders(<TopNav items={items} user={user} />);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Calendar', 'Tasks']);
    fireEvent.click(within(bar()).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((a) => a.textContent),
    ).toEqual(['Emails', 'Forms']);
  });

  it('measures again 500 ms after a resize, not before', async () => {
    room = 500;
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    await renderWithProviders(<TopNav items={items} user={user} />);
    expect(within(bar()).getAllByRole('link')).toHaveLength(5);

    room = 220; // More and one item.
    act(() => observers.forEach((notify) => notify()));
    act(() => void vi.advanceTimersByTime(450));
    expect(within(bar()).getAllByRole('link')).toHaveLength(5);
    act(() => void vi.advanceTimersByTime(60));
    expect(
      within(bar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home']);
    vi.unstubAllGlobals();
  });

  it('shows a single section tab inside a section', async () => {
    await renderWithProviders(<TopNav items={items} user={user} />, { route: '/account/settings/security' });
    const links = within(bar()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Account', '/account/settings']]);
  });
});
