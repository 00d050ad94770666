import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { IntegrationsPage } from './IntegrationsPage';

const FEED_URL = 'https://acme.seedbed.example.org/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
const calendar = (over: Record<string, unknown> = {}) => ({
  __typename: 'ExternalCalendar',
  id: 'c1',
  url: 'https://calendar.example.org/team.ics',
  lastSyncedAt: '2030-03-01T10:00:00.000Z',
  lastError: null,
  ...over,
});

async function renderPage({ enabled = false, calendars = [] as ReturnType<typeof calendar>[] } = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  let list = calendars;
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push({ name, variables: operation.variables });
    if (name === 'CalendarFeed') return of({ data: { calendarFeed: { __typename: 'CalendarFeed', enabled, url: null } } });
    if (name === 'RegenerateCalendarFeed') {
      enabled = true;
      return of({ data: { regenerateCalendarFeed: { __typename: 'CalendarFeed', enabled: true, url: FEED_URL } } });
    }
    if (name === 'ExternalCalendars') return of({ data: { externalCalendars: list } });
    if (name === 'AddExternalCalendar') {
      const added = calendar({ id: 'c2', url: operation.variables.url });
      list = [...list, added];
      return of({ data: { addExternalCalendar: added } });
    }
    if (name === 'RemoveExternalCalendar') {
      list = list.filter((c) => c.id !== operation.variables.id);
      return of({ data: { removeExternalCalendar: true } });
    }
    return new Observable(() => undefined);
  });
  await renderWithApollo(
    <>
      <IntegrationsPage />
      <ConfirmHost />
    </>,
    { link },
  );
  return { sent };
}

describe('IntegrationsPage', () => {
  it('makes a private feed address, shows it once with a copy button and how to subscribe to it', async () => {
    await renderPage();
    expect(await screen.findByText('You have no feed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create feed address' }));
    expect(((await screen.findByRole('textbox', { name: 'Feed address' })) as HTMLInputElement).value).toBe(FEED_URL);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) expect(screen.getByText(app)).toBeTruthy();
  });

  it('asks before replacing an address in use', async () => {
    const { sent } = await renderPage({ enabled: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await screen.findByRole('textbox', { name: 'Feed address' });
    expect(sent.filter((s) => s.name === 'RegenerateCalendarFeed')).toHaveLength(1);
  });

  it('checks an outside calendar’s address before linking it, lists it with its state, and removes it after asking', async () => {
    const { sent } = await renderPage({ calendars: [calendar({ id: 'c1', lastError: 'The calendar could not be read. Check the address and try again.' })] });
    expect(await screen.findByText('The calendar could not be read. Check the address and try again.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Calendar address' });
    fireEvent.change(field, { target: { value: 'ftp://example.org/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link calendar' }));
    expect(await screen.findByText('Calendar address is not a valid url')).toBeTruthy();
    expect(sent.filter((s) => s.name === 'AddExternalCalendar')).toEqual([]);

    fireEvent.change(field, { target: { value: 'webcal://calendar.example.org/mine.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link calendar' }));
    expect(await screen.findByText('webcal://calendar.example.org/mine.ics')).toBeTruthy();
    expect(sent.find((s) => s.name === 'AddExternalCalendar')?.variables).toEqual({ url: 'webcal://calendar.example.org/mine.ics' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('https://calendar.example.org/team.ics')).toBeNull());
    expect(sent.find((s) => s.name === 'RemoveExternalCalendar')?.variables).toEqual({ id: 'c1' });
  });
});
