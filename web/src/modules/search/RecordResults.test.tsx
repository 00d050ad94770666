import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../../app/i18n/i18n';
import { theme } from '../../app/theme';
import type { SearchDestination } from '../../app/features/types';
import { english } from '../../test/render';
import { SearchLauncher } from './SearchLauncher';
import { searchSpotlight } from './store';

const DESTINATIONS: SearchDestination[] = [
  { menuName: 'events', path: '/events', labelKey: 'testnav:events', descriptionKey: 'testnav:eventsText' },
  { menuName: 'calendar', path: '/calendar', labelKey: 'testnav:calendar', descriptionKey: 'testnav:calendarText' },
];
const testnav = { events: 'Events', eventsText: 'Workshops and demo days', calendar: 'Calendar', calendarText: 'Your meetings' };

type Hit = { kind: string; id: string; title: string; subtitle: string | null; url: string; image: string | null };
const hit = (kind: string, id: string, title: string, url: string, subtitle: string | null = null): Hit => ({ kind, id, title, subtitle, url, image: null });

/** What the server finds, by the text asked for. */
const FOUND: Record<string, Hit[]> = {
  ev: [
    hit('PERSON', 'p1', 'Eva Green', '/profile/p1', 'Coach'),
    hit('STARTUP', 's1', 'Evergreen Labs', '/startup/s1/file/activities', 'Lisbon'),
    hit('PERSON', 'p2', 'Evan Rao', '/profile/p2'),
    hit('EVENT', 'e1', 'Evening pitch', '/events/e1', '12 May 2026'),
  ],
  eva: [hit('PERSON', 'p1', 'Eva Green', '/profile/p1', 'Coach')],
  zo: [hit('PROGRAM', 'g1', 'Zoom accelerator', '/startups/programs/g1')],
};

/** A server answering searchRecords after `delay` ms, recording each request and whether it was cancelled. */
function recordServer({ delay = 0, fail = false }: { delay?: number; fail?: boolean } = {}) {
  const asked: Array<{ text: string; signal: AbortSignal | undefined }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const text = String(operation.variables.text);
        asked.push({ text, signal: operation.getContext().fetchOptions?.signal });
        const timer = setTimeout(() => {
          observer.next(
            fail
              ? { errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
              : { data: { searchRecords: (FOUND[text] ?? []).map((h) => ({ __typename: 'SearchHit', ...h })) } },
          );
          observer.complete();
        }, delay);
        return () => clearTimeout(timer);
      }),
  );
  return { link, asked };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

async function renderSearch(server: ReturnType<typeof recordServer>, records = true) {
  const i18n = await createI18n({ language: 'en', resources: { en: { ...english, testnav } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider link={server.link}>
          <MemoryRouter initialEntries={['/']}>
            <p>Page text</p>
            <SearchLauncher destinations={DESTINATIONS} records={records} />
            <Location />
          </MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  await act(async () => {
    fireEvent.keyDown(screen.getByText('Page text'), { key: '/' });
  });
  await waitFor(() => expect(searchBox()).not.toBeNull());
}

const searchBox = () => screen.queryByRole('textbox', { name: /^Search (pages|modules)/ }) as HTMLInputElement | null;
const label = (action: Element | null) => action?.querySelector('.mantine-Spotlight-actionLabel')?.textContent ?? null;
const results = () => Array.from(document.querySelectorAll('[data-action]')).map(label);
const selected = () => label(document.querySelector('[data-action][data-selected]'));

async function type(text: string) {
  await act(async () => {
    fireEvent.change(searchBox()!, { target: { value: text } });
    await Promise.resolve();
  });
}

async function press(key: string) {
  await act(async () => {
    fireEvent.keyDown(searchBox()!, { key, code: key });
    await Promise.resolve();
  });
}

async function close() {
  await act(async () => searchSpotlight.close());
  await waitFor(() => expect(searchBox()).toBeNull());
}

describe('records in the global search (broadSearch)', () => {
  it('lists the records under Records after the destinations, grouped by kind with their pictures', async () => {
    await renderSearch(recordServer());
    expect(searchBox()!.placeholder).toBe('Search pages, people, startups and more');
    await type('ev');
    await waitFor(() => expect(results()).toEqual(['Events', 'Eva Green', 'Evan Rao', 'Evergreen Labs', 'Evening pitch']));
    const records = screen.getByRole('region', { name: 'Records' });
    const people = within(records).getByRole('group', { name: 'People' });
    expect(within(people).getAllByRole('button').map(label)).toEqual(['Eva Green', 'Evan Rao']);
    // A person without a picture shows their initials.
    expect(within(people).getAllByRole('button')[0].textContent).toBe('EGEva GreenCoach');
    expect(within(records).getByRole('group', { name: 'Startups' }).textContent).toContain('Lisbon');
    expect(within(records).getByRole('group', { name: 'Events' }).textContent).toContain('12 May 2026');
    await close();
  });

  it('says "Searching..." until the answer comes, and "No results" only once nothing at all matched', async () => {
    await renderSearch(recordServer({ delay: 150 }));
    await type('qq');
    expect(screen.getByText('Searching...').closest('[role=status]')).not.toBeNull();
    expect(screen.queryByText('No results found!')).toBeNull();
    await waitFor(() => expect(screen.getByText('No results found!')).toBeTruthy());
    expect(screen.queryByText('Searching...')).toBeNull();
    await close();
  });

  it('moves through both parts with the arrows, wrapping, and opens a record with Enter', async () => {
    await renderSearch(recordServer());
    await type('ev');
    await waitFor(() => expect(results()).toHaveLength(5));
    expect(selected()).toBe('Events');
    await press('ArrowDown');
    expect(selected()).toBe('Eva Green');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(selected()).toBe('Evening pitch');
    await press('ArrowDown');
    expect(selected()).toBe('Events');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(selected()).toBe('Evergreen Labs');
    await press('Enter');
    expect(screen.getByTestId('location').textContent).toBe('/startup/s1/file/activities');
    await waitFor(() => expect(searchBox()).toBeNull());
  });

  it('chooses the first record when no destination matches', async () => {
    await renderSearch(recordServer());
    await type('zo');
    await waitFor(() => expect(results()).toEqual(['Zoom accelerator']));
    await waitFor(() => expect(selected()).toBe('Zoom accelerator'));
    await press('Enter');
    expect(screen.getByTestId('location').textContent).toBe('/startups/programs/g1');
  });

  it('asks once typing pauses, and cancels the request still running when the text changes', async () => {
    const server = recordServer({ delay: 400 });
    await renderSearch(server);
    await type('e');
    await type('ev');
    await waitFor(() => expect(server.asked.map((a) => a.text)).toEqual(['ev']));
    await type('eva');
    await waitFor(() => expect(server.asked.map((a) => a.text)).toEqual(['ev', 'eva']));
    expect(server.asked[0].signal?.aborted).toBe(true);
    expect(server.asked[1].signal?.aborted).toBe(false);
    await waitFor(() => expect(results()).toEqual(['Eva Green']));
    await close();
  });

  it('asks nothing for a single character', async () => {
    const server = recordServer();
    await renderSearch(server);
    await type('e');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(server.asked).toEqual([]);
    await close();
  });

  it('says when the records could not be searched, the destinations still listed', async () => {
    await renderSearch(recordServer({ fail: true }));
    await type('events');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Records could not be searched. Try again.'));
    expect(results()).toEqual(['Events']);
    await close();
  });

  it('without broadSearch lists the destinations alone and asks nothing', async () => {
    const server = recordServer();
    await renderSearch(server, false);
    expect(searchBox()!.placeholder).toBe('Search modules and sections');
    await type('ev');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(server.asked).toEqual([]);
    expect(results()).toEqual(['Events']);
    expect(screen.queryByRole('region', { name: 'Records' })).toBeNull();
    await close();
  });
});
