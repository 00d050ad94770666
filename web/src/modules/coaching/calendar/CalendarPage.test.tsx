import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { DirectionProvider } from '@mantine/core';
import { Observable, of } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { CalendarPage } from './CalendarPage';
import type { CalendarEntry } from './graphql';

const created = vi.hoisted(() => vi.fn());
vi.mock('./createFromCalendar', () => ({ createSessionAt: created }));

const entry = (over: Partial<CalendarEntry>) => ({
  __typename: 'CalendarItem' as const,
  kind: 'SESSION',
  id: `id-${Math.random().toString(16).slice(2)}`,
  title: 'Kick-off',
  start: '2030-03-12T09:00:00.000Z',
  end: '2030-03-12T10:00:00.000Z',
  allDay: false,
  url: '/coaching/session/s1',
  startupName: 'Acme',
  cancelled: false,
  ...over,
});

const ITEMS = [
  entry({ id: 's1' }),
  entry({ id: 't1', kind: 'TASK', title: 'Send deck', start: '2030-03-14T22:59:59.000Z', end: '2030-03-14T22:59:59.000Z', allDay: true, url: '/tasks', startupName: null }),
  entry({ id: 'b1', kind: 'BUSY', title: null, start: '2030-03-13T13:00:00.000Z', end: '2030-03-13T14:00:00.000Z', url: null, startupName: null }),
  entry({ id: 'c1', title: 'Called off', start: '2030-03-15T09:00:00.000Z', end: '2030-03-15T10:00:00.000Z', cancelled: true, startupName: null }),
  entry({ id: 'e1', kind: 'EVENT', title: 'Demo day', start: '2030-03-20T16:00:00.000Z', end: '2030-03-20T18:00:00.000Z', url: '/events/e1', startupName: null }),
];

async function renderPage(route: string, { roleType = 'staff', rtl = false } = {}) {
  created.mockClear();
  const asked: Array<Record<string, unknown>> = [];
  const live: { push?: (type: string) => void } = {};
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'ShellUser') return of({ data: shellUserData({ roleType }) });
    if (operation.operationName === 'Calendar') {
      asked.push(operation.variables);
      return of({ data: { calendar: ITEMS } });
    }
    // The live notifications stay open until the test pushes one.
    return new Observable((observer) => {
      live.push = (notificationType) =>
        observer.next({
          data: { notificationCreated: { __typename: 'NotificationRecipient', _id: 'n1', notification: { __typename: 'Notification', _id: 'n1', notificationType } } },
        });
    });
  });
  const page = <CalendarPage timeZone="UTC" />;
  await renderWithApollo(
    rtl ? (
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        {page}
      </DirectionProvider>
    ) : (
      page
    ),
    { link, route },
  );
  return { asked, live };
}

describe('CalendarPage', () => {
  it('shows the month as whole weeks with items coloured by kind, linked to their pages', async () => {
    const { asked } = await renderPage('/calendar?view=month&date=2030-03-10');
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeTruthy();
    const session = await screen.findByRole('link', { name: /Kick-off · Acme/ });
    expect(session.getAttribute('href')).toBe('/coaching/session/s1');
    expect(screen.getByRole('link', { name: /Send deck/ }).getAttribute('href')).toBe('/tasks');
    // A busy time says only that, and opens nothing.
    expect(screen.getByText(/Busy/).closest('a')).toBeNull();
    expect(screen.getByText(/Called off \(cancelled\)/)).toBeTruthy();
    // An event leads to its page, in a colour of its own.
    const event = screen.getByRole('link', { name: /Demo day/ });
    expect(event.getAttribute('href')).toBe('/events/e1');
    expect(event.className).toMatch(/EVENT/);
    // en: weeks start on Sunday, so March 2030 is shown from 24 February to 6 April.
    expect(asked[0]).toMatchObject({ from: '2030-02-24T00:00:00.000Z', to: '2030-04-07T00:00:00.000Z' });
    expect(screen.getAllByRole('cell')).toHaveLength(42);
  });

  it('pages with the buttons and the arrow keys, and switches views', async () => {
    await renderPage('/calendar?view=month&date=2030-03-10');
    await screen.findByRole('heading', { name: 'March 2030' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'April 2030' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: /Mar 10\s*–\s*16, 2030/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByRole('heading', { name: 'Sunday, March 10, 2030' })).toBeTruthy();
  });

  it('places the week’s timed items in the hour grid and all-day ones above it; an empty hour opens a new session', async () => {
    await renderPage('/calendar?view=week&date=2030-03-12');
    const session = await screen.findByRole('link', { name: /Kick-off/ });
    expect(session.getAttribute('style')).toContain('--top: 540');
    expect(session.getAttribute('style')).toContain('--height: 60');
    fireEvent.click(screen.getByRole('button', { name: 'New coaching session on Tuesday, March 12 at 2 PM' }));
    expect(created).toHaveBeenCalledWith(new Date('2030-03-12T14:00:00.000Z'));
  });

  it('offers no new session to people who do not organise them', async () => {
    await renderPage('/calendar?view=week&date=2030-03-12', { roleType: 'cofounder' });
    await screen.findByRole('link', { name: /Kick-off/ });
    expect(screen.queryByRole('button', { name: /New coaching session/ })).toBeNull();
  });

  it('marks today when it opens without a date', async () => {
    await renderPage('/calendar?view=month');
    const today = (await screen.findAllByRole('cell')).filter((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(within(today[0]).getByRole('button', { name: /^Open / })).toBeTruthy();
  });

  it('mirrors right to left: the arrows follow the reading direction', async () => {
    await renderPage('/calendar?view=month&date=2030-03-10', { rtl: true });
    await screen.findByRole('heading', { name: 'March 2030' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'April 2030' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeTruthy();
  });

  it('reads the calendar again when a meeting notification arrives live, and only then', async () => {
    const { asked, live } = await renderPage('/calendar?view=month&date=2030-03-10');
    await screen.findByRole('link', { name: /Kick-off/ });
    await waitFor(() => expect(live.push).toBeDefined());
    const before = asked.length;
    live.push!('newComment');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(before);
    live.push!('meetingScheduled');
    await waitFor(() => expect(asked.length).toBe(before + 1));
    live.push!('eventRegistered');
    await waitFor(() => expect(asked.length).toBe(before + 2));
  });
});
