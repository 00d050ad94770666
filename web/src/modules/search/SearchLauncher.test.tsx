import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../../app/i18n/i18n';
import { theme } from '../../app/theme';
import type { SearchDestination } from '../../app/features/types';
import { english } from '../../test/render';
import { SearchLauncher } from './SearchLauncher';
import { searchSpotlight } from './store';

const DESTINATIONS: SearchDestination[] = [
  {
    menuName: 'applications',
    path: '/applications',
    labelKey: 'testnav:applications',
    descriptionKey: 'testnav:applicationsText',
    subsections: [
      { path: '/applications/overview', labelKey: 'testnav:overview' },
      { path: '/applications/analytics', labelKey: 'testnav:analytics' },
    ],
  },
  { menuName: 'events', path: '/events', labelKey: 'testnav:events', descriptionKey: 'testnav:eventsText' },
  { menuName: 'calendar', path: '/calendar', labelKey: 'testnav:calendar', descriptionKey: 'testnav:calendarText' },
];

const testnav = {
  applications: 'Applications',
  applicationsText: 'Review applications and funnels',
  overview: 'Overview',
  analytics: 'Analytics',
  events: 'Events',
  eventsText: 'Workshops and demo days',
  calendar: 'Calendar',
  calendarText: 'Your meetings',
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeAll(() => {
  // jsdom does not lay out: the dialog scrolls the selected result into view.
  Element.prototype.scrollIntoView = () => undefined;
});

async function renderSearch() {
  const i18n = await createI18n({ language: 'en', resources: { en: { ...english, testnav } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {/* Without the plan's broadSearch: the destinations alone, no request. */}
        <MockedProvider mocks={[]}>
          <MemoryRouter initialEntries={['/']}>
            <input aria-label="Some field" />
            <textarea aria-label="Some text" />
            <p>Page text</p>
            <SearchLauncher destinations={DESTINATIONS} />
            <Location />
          </MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const searchBox = () => screen.queryByRole('textbox', { name: 'Search modules and sections' }) as HTMLInputElement | null;
const results = () => Array.from(document.querySelectorAll('[data-action]')).map((e) => e.querySelector('span span')?.textContent ?? e.textContent);
const selected = () => document.querySelector('[data-action][data-selected]')?.textContent ?? null;

async function pressOnPage(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}, target: Element = screen.getByText('Page text')) {
  await act(async () => {
    fireEvent.keyDown(target, { key, ...mods });
  });
}

async function press(key: string, init: Record<string, unknown> = {}) {
  await act(async () => {
    fireEvent.keyDown(searchBox()!, { key, code: key, ...init });
    await Promise.resolve();
  });
}

async function type(text: string) {
  await act(async () => {
    fireEvent.change(searchBox()!, { target: { value: text } });
    await Promise.resolve();
  });
}

async function close() {
  await act(async () => {
    searchSpotlight.close();
  });
  await waitFor(() => expect(searchBox()).toBeNull());
}

describe('global search keyboard (spec 1 §2.9)', () => {
  it("opens with '/' outside fields, with the modules listed and the box empty", async () => {
    await renderSearch();
    expect(searchBox()).toBeNull();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    expect(searchBox()!.value).toBe('');
    expect(results()).toEqual(['Applications', 'Events', 'Calendar']);
    await close();
  });

  it('opens with Ctrl+K and Cmd+K, and with the button', async () => {
    await renderSearch();
    await pressOnPage('k', { ctrlKey: true });
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await close();
    await pressOnPage('k', { metaKey: true });
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await close();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await close();
  });

  it('does not open while typing in a field', async () => {
    await renderSearch();
    await pressOnPage('/', {}, screen.getByRole('textbox', { name: 'Some field' }));
    await pressOnPage('k', { ctrlKey: true }, screen.getByRole('textbox', { name: 'Some text' }));
    await pressOnPage('/', {}, screen.getByRole('button', { name: 'Search' }));
    expect(searchBox()).toBeNull();
  });

  it('filters as one types, ignoring case, and says when nothing matches', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await type('DEMO');
    expect(results()).toEqual(['Events']);
    await type('analy');
    expect(results()).toEqual(['Applications', 'Analytics']);
    await type('nothing like this');
    expect(results()).toEqual([]);
    expect(screen.getByText('No results found!')).toBeTruthy();
    await close();
  });

  it('moves with the arrows, wrapping around at both ends', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await press('ArrowDown');
    expect(selected()).toContain('Applications');
    await press('ArrowDown');
    expect(selected()).toContain('Events');
    await press('ArrowDown');
    expect(selected()).toContain('Calendar');
    await press('ArrowDown');
    expect(selected()).toContain('Applications');
    await press('ArrowUp');
    expect(selected()).toContain('Calendar');
    await close();
  });

  it('opens the selected destination with Enter and closes', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await type('meet');
    await press('Enter');
    expect(screen.getByTestId('location').textContent).toBe('/calendar');
    await waitFor(() => expect(searchBox()).toBeNull());
  });

  it('lists all the subsections of the selected module with Tab', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await press('ArrowDown');
    await press('Tab');
    expect(results()).toEqual(['Applications', 'Overview', 'Analytics', 'Events', 'Calendar']);
    await press('Tab');
    expect(results()).toEqual(['Applications', 'Events', 'Calendar']);
    await close();
  });

  it('closes with Escape and opens empty again', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    await type('events');
    await press('Escape');
    await waitFor(() => expect(searchBox()).toBeNull());
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    expect(searchBox()!.value).toBe('');
    expect(results()).toEqual(['Applications', 'Events', 'Calendar']);
    await close();
  });

  it('shows the footer hints', async () => {
    await renderSearch();
    await pressOnPage('/');
    await waitFor(() => expect(searchBox()).not.toBeNull());
    expect(screen.getByText(/on a selected item for additional actions/).textContent).toBe('Press Tab on a selected item for additional actions');
    expect(screen.getByText(/to close/).textContent).toBe('Esc to close');
    await close();
  });
});
