import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { BookingDialog } from './BookingDialog';
import { nextRange, timeOptions } from './WeeklyPage';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

describe('the weekly editor helpers', () => {
  it('offers quarter hours within the hours setting, the last minute of the day included', () => {
    expect(timeOptions('business')[0]).toBe('07:00');
    expect(timeOptions('business').at(-1)).toBe('18:00');
    expect(timeOptions('all').slice(-2)).toEqual(['23:45', '23:59']);
  });

  it('starts a new range after the last one of the day, within the hours', () => {
    expect(nextRange([], 'business')).toEqual({ from: '09:00', to: '10:00' });
    expect(nextRange([{ to: '12:00' }], 'business')).toEqual({ from: '12:00', to: '13:00' });
    expect(nextRange([{ to: '18:00' }], 'business')).toEqual({ from: '17:45', to: '18:00' });
  });
});

describe('the booking dialog', () => {
  // Tomorrow at 10:00 UTC: inside the strip of days whatever the device's zone.
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const start = tomorrow.toISOString();
  const slot = { __typename: 'BookableSlot', start, end: new Date(tomorrow.getTime() + 30 * 60_000).toISOString() };
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(tomorrow);
  const host = { __typename: 'BookableHost', timeZone: 'Europe/Paris', defaultDuration: 30, user: { __typename: 'User', _id: 'h1', fullName: 'Hana Host', avatar: null } };

  function serve(firstRefused: boolean) {
    let refused = firstRefused;
    return operationServer({
      BookableHosts: { data: { bookableHosts: [host] } },
      BookableSlots: () => ({
        data: {
          bookableSlots: {
            __typename: 'BookableSlots',
            hostTimeZone: 'Europe/Paris',
            unavailable: null,
            days: refused ? [{ __typename: 'BookableDay', date: day, slots: [slot] }] : [],
          },
        },
      }),
      BookMeeting: () => {
        if (refused) {
          refused = false;
          return { errors: [{ message: 'This time was just taken. Please choose another.', extensions: { code: 'SLOT_UNAVAILABLE', reason: 'BUSY' } }] };
        }
        return { data: { bookMeeting: { __typename: 'CoachingSession', _id: 's1', date: start, expectedDuration: 30 } } };
      },
    });
  }

  it("lists the startup's host, offers free times in the reader's zone and says when a chosen time was just taken", async () => {
    const server = serve(true);
    await renderWithApollo(<BookingDialog request={{ startupId: 'st1' }} opened onClose={() => undefined} />, { link: server.link });
    expect(await screen.findByText(/host's zone: Europe\/Paris/)).toBeTruthy();
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(tomorrow);
    fireEvent.click(await screen.findByRole('button', { name: time }));
    expect(screen.getByRole('button', { name: time }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect((await screen.findByRole('alert')).textContent).toBe('This time was just taken. Please choose another.');
    expect(server.asked('BookMeeting')[0]).toMatchObject({ input: { hostId: 'h1', start, duration: 30, startupId: 'st1' } });
    // The times are read again: the taken one is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: time })).toBeNull());
  });
});
