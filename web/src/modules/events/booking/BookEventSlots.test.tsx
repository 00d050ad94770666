import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { BookEventSlots } from './BookEventSlots';
import { slotsByDay, weekStrip } from './slotDays';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const EVENT_ID = '0190a1b2-0000-7000-8000-000000000009';

describe('the slot helpers', () => {
  it('regroups slots by the reader’s days', () => {
    const days = [{ slots: [{ start: '2030-03-30T23:30:00.000Z' }, { start: '2030-03-31T08:00:00.000Z' }] }];
    expect([...slotsByDay(days, 'UTC').keys()]).toEqual(['2030-03-30', '2030-03-31']);
    expect([...slotsByDay(days, 'Europe/Paris').keys()]).toEqual(['2030-03-31']);
  });

  it('spans a week of the reader’s days', () => {
    const strip = weekStrip(1, 'UTC', new Date('2030-01-07T15:00:00Z'));
    expect(strip.days[0]).toBe('2030-01-14');
    expect(strip.days).toHaveLength(7);
    expect([strip.from, strip.to]).toEqual(['2030-01-14T00:00:00.000Z', '2030-01-21T00:00:00.000Z']);
  });
});

describe('booking a slot of a one-on-one event', () => {
  // Tomorrow at 10:00 UTC: inside the first week whatever the device's zone.
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const start = tomorrow.toISOString();
  const end = new Date(tomorrow.getTime() + 30 * 60_000).toISOString();
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(tomorrow);
  const hosts = [
    { __typename: 'User', _id: 'h1', fullName: 'Hana Host' },
    { __typename: 'User', _id: 'h2', fullName: 'Omar Owl' },
  ];
  const booking = { __typename: 'EventAttendee', _id: 'a1', slotStart: start, slotEnd: end, bookingNote: null, host: hosts[1] };

  function serve(refuseFirst: boolean) {
    let booked = false;
    let refuse = refuseFirst;
    return operationServer({
      EventBooking: () => ({
        data: {
          incubatorEvent: {
            __typename: 'IncubatorEvent',
            _id: EVENT_ID,
            timezone: 'Asia/Seoul',
            duration: 30,
            numberOfSessions: 2,
            viewerBookingBlock: null,
            hosts,
            viewerBookings: booked ? [booking] : [],
          },
          eventSlots: booked ? [] : [{ __typename: 'EventSlotDay', date: day, slots: [{ __typename: 'EventSlot', start, end, hostIds: ['h1', 'h2'] }] }],
        },
      }),
      BookEventSlot: () => {
        if (refuse) {
          refuse = false;
          booked = true;
          return { errors: [{ message: 'This slot has just been taken. Choose another one.', extensions: { code: 'SLOT_UNAVAILABLE', reason: 'TAKEN' } }] };
        }
        booked = true;
        return { data: { bookEventSlot: { __typename: 'EventAttendee', _id: 'a1', slotStart: start, slotEnd: end } } };
      },
      CancelEventBooking: () => {
        booked = false;
        return { data: { cancelEventRegistration: true } };
      },
    });
  }

  const render = (server: ReturnType<typeof serve>) =>
    renderWithApollo(
      <>
        <BookEventSlots eventId={EVENT_ID} />
        <ConfirmHost />
      </>,
      { link: server.link },
    );
  const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(tomorrow);

  it('shows the free slots in the reader’s zone, books one with a note, lists the booking and cancels it', async () => {
    const server = serve(false);
    await render(server);
    expect(await screen.findByText(/the event's time zone is Asia\/Seoul/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: time }));
    expect(screen.getByRole('button', { name: time }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Note for the host'), { target: { value: 'Pricing' } });
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect(await screen.findByText('With Omar Owl')).toBeTruthy();
    expect(server.asked('BookEventSlot')[0]).toEqual({ eventId: EVENT_ID, start, hostId: null, note: 'Pricing' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(server.asked('CancelEventBooking')).toEqual([{ eventId: EVENT_ID, attendeeId: 'a1' }]));
    await waitFor(() => expect(screen.queryByText('Your bookings')).toBeNull());
  });

  it('says why a slot taken meanwhile was refused and reads the slots again', async () => {
    const server = serve(true);
    await render(server);
    fireEvent.click(await screen.findByRole('button', { name: time }));
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
    expect((await screen.findByRole('alert')).textContent).toContain('This slot has just been taken');
    await waitFor(() => expect(screen.queryByRole('button', { name: time })).toBeNull());
    expect(server.asked('EventBooking').length).toBeGreaterThan(1);
  });
});
