import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import type { FormattedExecutionResult } from 'graphql';
import { Route, Routes } from 'react-router';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { isEventDay } from './attendees/AttendeesPanel';
import { EventPage } from './EventPage';
import type { EventAttendeeRow, EventDetails } from './graphql';

vi.mock('../booking/BookEventSlots', () => ({ BookEventSlots: ({ eventId }: { eventId: string }) => <p>Slots of {eventId}</p> }));

const ID = '0190a1b2-0000-7000-8000-000000000001';
const HOUR = 3_600_000;

const event = (over: Partial<EventDetails> = {}): EventDetails =>
  ({
    __typename: 'IncubatorEvent',
    _id: ID,
    eventType: 'GROUP',
    title: 'Demo day rehearsal',
    description: '<p>Bring your <strong>deck</strong>.</p>',
    capacity: 20,
    image: null,
    cover: null,
    locationMode: 'HYBRID',
    location: { __typename: 'EventLocation', text: 'Hall B', link: null },
    conferenceData: { __typename: 'EventConferenceData', url: 'https://meet.example.test/demo' },
    hosts: [{ __typename: 'User', _id: 'h1', fullName: 'Hana Host' }],
    status: 'PUBLISHED',
    tags: [{ __typename: 'Tag', _id: 't1', name: 'Pitching', color: 'grape' }],
    startTime: '2099-03-03T10:00:00.000Z',
    endTime: '2099-03-03T12:00:00.000Z',
    timezone: 'UTC',
    isArchived: false,
    noOfBookings: 5,
    waitlistCount: 0,
    attachmentLinks: [{ __typename: 'EventAttachmentLink', label: 'Agenda', url: 'https://example.test/agenda' }],
    attachments: [],
    availability: { __typename: 'EventAvailability', method: 'SELF', type: 'WAITLIST', mode: 'GROUP_GENERAL' },
    viewerCan: { __typename: 'IncubatorEventViewerCan', edit: false, delete: false, publish: false, manageAttendees: false, registerOthers: false },
    registration: { __typename: 'EventRegistration', open: true, reason: null, placesLeft: 15 },
    viewerRegistration: null,
    ...over,
  }) as EventDetails;

const attendee = (over: Partial<EventAttendeeRow> = {}): EventAttendeeRow =>
  ({
    __typename: 'EventAttendee',
    _id: 'a1',
    status: 'REGISTERED',
    waitlisted: false,
    registrationTime: '2099-03-01T09:00:00.000Z',
    checkedInAt: null,
    slotStart: null,
    slotEnd: null,
    user: { __typename: 'User', _id: 'f1', fullName: 'Fay Founder', avatar: null },
    ...over,
  }) as EventAttendeeRow;

type Answer = FormattedExecutionResult | (() => FormattedExecutionResult);

/** Renders the page against a server answering by operation name; answers may be functions (called per request). */
async function renderPage(answers: Record<string, Answer>) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const table: Record<string, FormattedExecutionResult> = {};
  for (const [name, answer] of Object.entries(answers)) Object.defineProperty(table, name, { enumerable: true, get: () => (typeof answer === 'function' ? answer() : answer) });
  const server = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], table);
  const recorder = new ApolloLink((operation, forward) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/events/:id" element={<EventPage />} />
      </Routes>
      <ConfirmHost />
    </>,
    { link: ApolloLink.from([recorder, server.link]), route: `/events/${ID}` },
  );
  return { sent, toast: server.toast };
}

describe('the event page', () => {
  it('shows the event: when, where, hosts, places, tags, description and links', async () => {
    await renderPage({ IncubatorEventPage: { data: { incubatorEvent: event() } } });
    expect(await screen.findByRole('heading', { name: 'Demo day rehearsal' })).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByText('Hall B')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join online' }).getAttribute('href')).toBe('https://meet.example.test/demo');
    expect(screen.getByText('Hosted by Hana Host')).toBeTruthy();
    expect(screen.getByText('15 places left of 20')).toBeTruthy();
    expect(screen.getByText('Pitching')).toBeTruthy();
    expect(screen.getByText('deck')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agenda' }).getAttribute('href')).toBe('https://example.test/agenda');
    expect(screen.getByRole('button', { name: 'Add to my calendar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Attendees' })).toBeNull();
  });

  it('registers the viewer and shows their place', async () => {
    let registered = false;
    const { sent } = await renderPage({
      IncubatorEventPage: () => ({
        data: { incubatorEvent: registered ? event({ noOfBookings: 6, registration: { open: true, reason: null, placesLeft: 14 }, viewerRegistration: attendee() }) : event() },
      }),
      RegisterForEvent: () => {
        registered = true;
        return { data: { registerForEvent: attendee() } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered for this event.')).toBeTruthy();
    expect(sent.find((op) => op.name === 'RegisterForEvent')?.variables).toEqual({ eventId: ID });
    expect(screen.getByText('14 places left of 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel my registration' })).toBeTruthy();
  });

  it('cancels the registration only after confirming', async () => {
    const { sent } = await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerRegistration: attendee() }) } },
      CancelEventRegistration: { data: { cancelEventRegistration: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((op) => op.name === 'CancelEventRegistration')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel my registration' }));
    await waitFor(() => expect(sent.find((op) => op.name === 'CancelEventRegistration')?.variables).toEqual({ eventId: ID }));
  });

  it('tells a waitlisted viewer where they stand, and offers to join the waitlist when full', async () => {
    await renderPage({
      IncubatorEventPage: {
        data: {
          incubatorEvent: event({
            noOfBookings: 20,
            waitlistCount: 3,
            registration: { open: true, reason: null, placesLeft: 0 },
            viewerRegistration: attendee({ waitlisted: true }),
          }),
        },
      },
    });
    expect(await screen.findByText('You are on the waitlist (3)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('offers the waitlist to someone not registered when the event is full', async () => {
    await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ noOfBookings: 20, waitlistCount: 2, registration: { open: true, reason: null, placesLeft: 0 } }) } },
    });
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.getByText('The event is full (2 on the waitlist).')).toBeTruthy();
  });

  it.each([
    ['FULL', 'Registration is closed: the event is full.'],
    ['NOTICE', 'Registration has closed: it ends a while before the event starts.'],
    ['PAST', 'This event has already taken place.'],
    ['CANCELLED', 'Registration is closed: the event has been cancelled.'],
    ['INVITED_ONLY', 'This event is by invitation: its hosts register the people who attend.'],
    ['NOT_PUBLISHED', 'Registration opens once the event is published.'],
  ])('says why registration is closed (%s)', async (reason, text) => {
    await renderPage({ IncubatorEventPage: { data: { incubatorEvent: event({ registration: { open: false, reason, placesLeft: null } as never }) } } });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows the draft and cancelled banners', async () => {
    await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ status: 'DRAFT', registration: { open: false, reason: 'NOT_PUBLISHED', placesLeft: null } as never }) } },
    });
    expect(await screen.findByText('This event is not published yet: only its hosts and managers can see it.')).toBeTruthy();
    cleanup();
    await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ status: 'CANCELLED', registration: { open: false, reason: 'CANCELLED', placesLeft: null } as never }) } },
    });
    expect(await screen.findByText('This event has been cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my calendar' })).toBeNull();
  });

  it('shows the slot picker for a one-on-one event instead of registration', async () => {
    await renderPage({ IncubatorEventPage: { data: { incubatorEvent: event({ eventType: 'ONE_ON_ONE', capacity: null }) } } });
    expect(await screen.findByText(`Slots of ${ID}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('leads editors to the editor', async () => {
    await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: { edit: true, delete: true, publish: true, manageAttendees: false, registerOthers: false } as never }) } },
    });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(`/events/${ID}/edit`);
  });

  it('shows the app’s not-found page for an event out of reach', async () => {
    await renderPage({});
    expect(await screen.findByText("Oops. The page you're looking for doesn't exist")).toBeTruthy();
  });
});

describe('the attendees panel', () => {
  const now = Date.now();
  const today = { startTime: new Date(now - HOUR).toISOString(), endTime: new Date(now + HOUR).toISOString() };
  const manager = { __typename: 'IncubatorEventViewerCan', edit: true, delete: true, publish: true, manageAttendees: true, registerOthers: true } as never;

  it('checks a registered person in with one click on the event’s day, and the counts follow', async () => {
    let checkedIn = false;
    const { sent } = await renderPage({
      IncubatorEventPage: () => ({ data: { incubatorEvent: event({ ...today, viewerCan: manager, noOfBookings: 1 }) } }),
      EventAttendees: () => ({ data: { eventAttendees: { __typename: 'EventAttendeePage', results: [attendee({ status: checkedIn ? 'ATTENDED' : 'REGISTERED' })], next: null } } }),
      SetAttendeeStatus: () => {
        checkedIn = true;
        return { data: { setAttendeeStatus: attendee({ status: 'ATTENDED', checkedInAt: new Date().toISOString() }) } };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Attendees' });
    expect(within(panel).getByRole('tab', { name: 'Registered (1)' })).toBeTruthy();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Check in Fay Founder' }));
    await waitFor(() => expect(sent.find((op) => op.name === 'SetAttendeeStatus')?.variables).toEqual({ eventId: ID, userId: 'f1', status: 'ATTENDED' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Check in Fay Founder' })).toBeNull());
    expect(within(screen.getByTestId('attendee-row')).getByText('Attended')).toBeTruthy();
    // The event is read again so that its counts are the server's.
    expect(sent.filter((op) => op.name === 'IncubatorEventPage').length).toBeGreaterThan(1);
  });

  it('offers no check-in before the event’s day', async () => {
    await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: manager }) } },
      EventAttendees: { data: { eventAttendees: { __typename: 'EventAttendeePage', results: [attendee()], next: null } } },
    });
    const panel = await screen.findByRole('region', { name: 'Attendees' });
    expect(await within(panel).findByText('Fay Founder')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Check in Fay Founder' })).toBeNull();
  });

  it('filters by tab and search, and pages with the cursor', async () => {
    const { sent } = await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: manager, waitlistCount: 4 }) } },
      EventAttendees: { data: { eventAttendees: { __typename: 'EventAttendeePage', results: [attendee()], next: 'c2' } } },
    });
    const panel = await screen.findByRole('region', { name: 'Attendees' });
    await within(panel).findByText('Fay Founder');
    expect(sent.find((op) => op.name === 'EventAttendees')?.variables).toMatchObject({ eventId: ID, filter: { waitlisted: false, status: null, search: null }, cursor: null });
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(sent.some((op) => op.name === 'EventAttendees' && op.variables.cursor === 'c2')).toBe(true));
    fireEvent.click(within(panel).getByRole('tab', { name: 'Waitlist (4)' }));
    await waitFor(() => expect(sent.some((op) => op.name === 'EventAttendees' && (op.variables.filter as { waitlisted: boolean }).waitlisted)).toBe(true));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Search by name' }), { target: { value: 'Fay' } });
    await waitFor(() => expect(sent.some((op) => op.name === 'EventAttendees' && (op.variables.filter as { search: string | null }).search === 'Fay')).toBe(true));
  });

  it('lists people as cards at phone width', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width: 575.98px') })) as typeof window.matchMedia;
    try {
      await renderPage({
        IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: manager }) } },
        EventAttendees: { data: { eventAttendees: { __typename: 'EventAttendeePage', results: [attendee()], next: null } } },
      });
      const panel = await screen.findByRole('region', { name: 'Attendees' });
      await waitFor(() => expect(within(panel).queryByRole('table')).toBeNull());
      expect(within(panel).getByRole('listitem').textContent).toContain('Fay Founder');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('registers chosen people and reads the list again', async () => {
    const { sent } = await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: manager }) } },
      EventAttendees: { data: { eventAttendees: { __typename: 'EventAttendeePage', results: [], next: null } } },
      StartupAssignablePeople: {
        data: { users: { __typename: 'UserPage', results: [{ __typename: 'User', _id: 'f2', fullName: 'Gus Founder', email: 'gus@example.org', avatar: null }] } },
      },
      RegisterUsersForEvent: {
        data: { registerUsersForEvent: [attendee({ _id: 'a2', user: { __typename: 'User', _id: 'f2', fullName: 'Gus Founder', avatar: null } as never })] },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Attendees' });
    expect(await within(panel).findByText('Nobody is registered yet.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Register people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register people' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Choose at least one person.')).toBeTruthy();
    const picker = within(dialog)
      .getAllByLabelText('People')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden') as HTMLInputElement;
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Gus Founder' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent.find((op) => op.name === 'RegisterUsersForEvent')?.variables).toEqual({ eventId: ID, userIds: ['f2'] }));
    await waitFor(() => expect(sent.filter((op) => op.name === 'EventAttendees').length).toBeGreaterThan(1));
  });

  it('removes a person after confirming', async () => {
    const { sent } = await renderPage({
      IncubatorEventPage: { data: { incubatorEvent: event({ viewerCan: manager }) } },
      EventAttendees: { data: { eventAttendees: { __typename: 'EventAttendeePage', results: [attendee()], next: null } } },
      CancelEventRegistration: { data: { cancelEventRegistration: true } },
    });
    const panel = await screen.findByRole('region', { name: 'Attendees' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Actions for Fay Founder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this person?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent.find((op) => op.name === 'CancelEventRegistration')?.variables).toEqual({ eventId: ID, userId: 'f1' }));
  });
});

describe('the event’s day', () => {
  it('is every local day the event runs on, in its own zone', () => {
    const start = '2099-03-03T22:30:00.000Z';
    const end = '2099-03-03T23:30:00.000Z';
    // 23:30 in London is already the 4th in Tokyo.
    expect(isEventDay(start, end, 'Europe/London', new Date('2099-03-03T08:00:00Z'))).toBe(true);
    expect(isEventDay(start, end, 'Asia/Tokyo', new Date('2099-03-03T08:00:00Z'))).toBe(false);
    expect(isEventDay(start, end, 'Asia/Tokyo', new Date('2099-03-04T08:00:00Z'))).toBe(true);
  });
});
