import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DirectionProvider } from '@mantine/core';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { ShellUserOptions } from '../../../test/shellUser';
import { EventsListPage } from './EventsListPage';
import { eventPage, eventRow, eventsServer } from './testing';
import { VIEW_MODE_KEY } from './viewMode';
import type { EventScope } from '@seedbed/contracts/events';

const KICKOFF = eventRow('e1', 'Kick-off');
const DEMO_DAY = eventRow('e2', 'Demo day', {
  startTime: '2030-03-20T14:00:00.000Z',
  endTime: '2030-03-20T17:00:00.000Z',
  timezone: 'Europe/Paris',
  capacity: 2,
  noOfBookings: 2,
  waitlistCount: 3,
  locationMode: 'HYBRID',
});
const DRAFT = eventRow('e3', 'Office hours', {
  eventType: 'ONE_ON_ONE',
  status: 'DRAFT',
  capacity: null,
  startTime: '2030-03-21T08:00:00.000Z',
  endTime: '2030-03-21T12:00:00.000Z',
});

/** Where the page sent the person, to check links and navigation. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function open({ scope = 'FEED' as EventScope, route = '/events', user = {} as ShellUserOptions, rtl = false } = {}) {
  const server = eventsServer({
    user,
    pages: (variables) => (variables.cursor ? eventPage([DRAFT]) : eventPage([KICKOFF, DEMO_DAY], 'next-1')),
  });
  const page = (
    <Routes>
      <Route path="/events/*" element={<EventsListPage scope={scope} timeZone="UTC" />} />
    </Routes>
  );
  await renderWithApollo(
    <>
      {rtl ? (
        <DirectionProvider initialDirection="rtl" detectDirection={false}>
          {page}
        </DirectionProvider>
      ) : (
        page
      )}
      <Address />
    </>,
    { link: server.link, route },
  );
  return server;
}

beforeEach(() => localStorage.clear());

describe('the events list', () => {
  it('shows cards with the date in the viewer’s zone, the event’s own zone when it differs, places and badges', async () => {
    const { asked } = await open();
    expect(await screen.findByRole('link', { name: 'Kick-off' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    const cards = screen.getAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Tue, Mar 12, 2030, 9:00 – 10:00 AM')).toBeTruthy();
    expect(within(cards[0]).getByText('Places left: 18')).toBeTruthy();
    expect(within(cards[0]).getByText('Fundraising')).toBeTruthy();
    // Paris is an hour ahead of the viewer in March: both clocks are given.
    expect(within(cards[1]).getByText(/Local time of the event: 3:00 – 6:00 PM/)).toBeTruthy();
    expect(within(cards[1]).getByText('Full · waiting list: 3')).toBeTruthy();
    expect(within(cards[1]).getByText('Hybrid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kick-off' }).getAttribute('href')).toBe('/events/e1');
    expect(asked('IncubatorEvents')[0]).toEqual({ scope: 'FEED', filter: { past: false }, cursor: null, limit: 24 });
  });

  it('loads the next page with its cursor', async () => {
    const { asked } = await open();
    await screen.findByRole('link', { name: 'Kick-off' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Office hours' })).toBeTruthy();
    expect(asked('IncubatorEvents')[1]).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Drafts are marked, and on the feed they open on their page.
    const draft = screen.getAllByTestId('event-card')[2];
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('One-on-one')).toBeTruthy();
  });

  it('switches to the table, keeps the view in the address and remembers it', async () => {
    await open();
    await screen.findByRole('link', { name: 'Kick-off' });
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByTestId('event-table');
    const rows = within(table).getAllByTestId('event-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Grace Hopper')).toBeTruthy();
    expect(within(rows[0]).getByText('12 / 30')).toBeTruthy();
    expect(within(rows[0]).getByText('Published')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/events?view=TABLE');
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('TABLE');
  });

  it('opens in the view chosen last when the address names none', async () => {
    localStorage.setItem(VIEW_MODE_KEY, 'TABLE');
    await open();
    expect(await screen.findByTestId('event-table')).toBeTruthy();
  });

  it('shows the month as a calendar, asks for its whole weeks, and pages by month', async () => {
    const { asked } = await open({ route: '/events?view=CALENDAR&month=2030-03' });
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeTruthy();
    const calendar = screen.getByTestId('event-calendar');
    // en: weeks start on Sunday, so March 2030 is shown from 24 February to 6 April.
    expect(within(calendar).getAllByRole('cell')).toHaveLength(42);
    const first = asked('IncubatorEvents')[0];
    expect(first.filter).toEqual({ from: '2030-02-24T00:00:00.000Z', to: '2030-04-07T00:00:00.000Z' });
    // Every page of the month is read without asking.
    await waitFor(() => expect(asked('IncubatorEvents')).toHaveLength(2));
    const day = calendar.querySelector('[data-date="2030-03-12"]') as HTMLElement;
    expect(await within(day).findByRole('link', { name: /Kick-off/ })).toBeTruthy();
    const draftDay = calendar.querySelector('[data-date="2030-03-21"]') as HTMLElement;
    expect(await within(draftDay).findByRole('link', { name: /Office hours \(Draft\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2030' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toContain('month=2030-04');
  });

  it('keeps the filters in the address and sends them', async () => {
    const { asked } = await open({ route: '/events?when=past&type=ONE_ON_ONE&q=pitch', user: { flags: ['oneOnOneEvents'] } });
    await screen.findByRole('link', { name: 'Kick-off' });
    expect(asked('IncubatorEvents')[0].filter).toEqual({ search: 'pitch', eventTypes: ['ONE_ON_ONE'], past: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/events?type=ONE_ON_ONE&q=pitch'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/events'));
  });

  it('offers the planning tabs and the create button to event creators; the button opens the new draft’s editor', async () => {
    const { asked } = await open({ scope: 'CREATED_BY_ME', route: '/events/planning', user: { permissions: ['EVENT:CREATE'] } });
    await screen.findByRole('link', { name: 'Kick-off' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All events', 'My events', 'Planning', 'Unpublished']);
    // The event creators read the organisation's event tags to filter by.
    await waitFor(() => expect(asked('EventTagChoices')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Create an event' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/events/new-event/edit'));
  });

  it('shows only the feed and one’s own events to people who do not make events, and no create button', async () => {
    await open({ user: { roleType: 'cofounder' } });
    await screen.findByRole('link', { name: 'Kick-off' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All events', 'My events']);
    expect(screen.queryByRole('button', { name: 'Create an event' })).toBeNull();
  });

  it('sends someone without the right away from the unpublished drafts', async () => {
    await open({ scope: 'UNPUBLISHED', route: '/events/unpublished', user: { roleType: 'cofounder' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/events'));
  });

  it('mirrors the month arrows right to left', async () => {
    await open({ route: '/events?view=CALENDAR&month=2030-03', rtl: true });
    await screen.findByRole('heading', { name: 'March 2030' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2030' })).toBeTruthy();
  });
});

describe('an empty list', () => {
  async function empty(scope: EventScope, route: string, user: ShellUserOptions = {}) {
    const server = eventsServer({ user, pages: () => eventPage([]) });
    await renderWithApollo(
      <>
        <Routes>
          <Route path="/events/*" element={<EventsListPage scope={scope} timeZone="UTC" />} />
        </Routes>
        <Address />
      </>,
      { link: server.link, route },
    );
    return screen.findByTestId('events-empty');
  }

  it('says what to do: planning offers to create an event', async () => {
    const box = await empty('CREATED_BY_ME', '/events/planning', { permissions: ['EVENT:CREATE'] });
    expect(within(box).getByText(/You have not planned any event yet/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Create an event' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/events/new-event/edit'));
  });

  it('leads from one’s own empty list to the feed', async () => {
    const box = await empty('MY', '/events/my-events', { roleType: 'cofounder' });
    expect(within(box).getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });

  it('offers to clear filters that match nothing', async () => {
    const box = await empty('FEED', '/events?q=nothing');
    expect(within(box).getByText('No event matches these filters.')).toBeTruthy();
  });
});
