import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { openVisibility } from '@seedbed/contracts/events';
import { theme } from '../../../app/theme';
import { createTestI18n } from '../../../test/render';
import { shellUserMock } from '../../../test/shellUser';
import { eventValues, toEventInput } from './eventForm';
import { EditorPage } from './EditorPage';
import { EVENT_FOR_EDIT, UPDATE_EVENT, type EditedEvent } from './graphql';

const ID = '11111111-1111-4111-8111-111111111111';

function event(overrides: Partial<EditedEvent> = {}): EditedEvent {
  const rule = (r: { is: string[]; isNot: string[] }) => ({ __typename: 'EventVisibilityRule', ...r });
  const open = openVisibility();
  return {
    __typename: 'IncubatorEvent',
    _id: ID,
    eventType: 'GROUP',
    title: 'Demo day',
    description: '',
    capacity: 40,
    image: null,
    cover: null,
    locationMode: 'IN_PERSON',
    location: { __typename: 'EventLocation', text: 'Main hall', link: null },
    conferenceData: { __typename: 'EventConferenceData', url: null, solution: null },
    hosts: [],
    calendarHost: null,
    status: 'DRAFT',
    editPermission: 'CREATOR',
    visibility: {
      __typename: 'EventVisibility',
      userRoles: rule(open.userRoles),
      userTags: rule(open.userTags),
      startupTags: rule(open.startupTags),
      startupPrograms: rule(open.startupPrograms),
    },
    topics: [],
    tags: [],
    startTime: '2030-03-12T09:00:00.000Z',
    endTime: '2030-03-12T11:00:00.000Z',
    timezone: 'UTC',
    duration: 30,
    timeslotIncrement: 30,
    numberOfSessions: 1,
    oneOnOneDates: [],
    availability: { __typename: 'EventAvailability', method: 'SELF', type: 'WAITLIST', mode: 'GROUP_GENERAL' },
    attachmentLinks: [],
    isArchived: false,
    noOfBookings: 0,
    registrationNoticePeriod: { __typename: 'EventRegistrationNoticePeriod', meetingRegistrationHasNoticePeriod: false, periodValue: 0, periodUnit: 'HOURS' },
    ignoreHostsLinkedCalendar: false,
    ignoreHourAllocation: false,
    recurrence: null,
    seriesId: null,
    viewerCan: { __typename: 'IncubatorEventViewerCan', edit: true, delete: true, publish: true },
    ...overrides,
  } as unknown as EditedEvent;
}

const loaded = (data: EditedEvent): MockLink.MockedResponse => ({ request: { query: EVENT_FOR_EDIT, variables: { id: ID } }, result: { data: { incubatorEvent: data } } });

/** An update answered with the event as sent; `seen` receives each request's variables. */
function saving(data: EditedEvent, seen: (variables: Record<string, unknown>) => void): MockLink.MockedResponse {
  return {
    request: {
      query: UPDATE_EVENT,
      variables: (variables: Record<string, unknown>) => {
        seen(variables);
        return true;
      },
    },
    result: { data: { updateIncubatorEvent: data } },
  } as MockLink.MockedResponse;
}

async function renderEditor(mocks: MockLink.MockedResponse[], flags: string[] = []) {
  const i18n = await createTestI18n();
  const router = createMemoryRouter(
    [
      { path: '/events/:id/edit', element: <EditorPage /> },
      { path: '/events/:id', element: <p>event page</p> },
    ],
    { initialEntries: [`/events/${ID}/edit`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider mocks={[shellUserMock({ flags, permissions: ['EVENT:CREATE'] }), ...mocks]} mockLinkDefaultOptions={{ delay: 0 }}>
          <RouterProvider router={router} />
        </MockedProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const titleField = () => screen.findByRole('textbox', { name: /^Title/ });

describe('the event editor', () => {
  it('loads the event and saves the changed values through updateIncubatorEvent', async () => {
    const sent = vi.fn();
    const original = event();
    await renderEditor([loaded(original), saving(event({ title: 'Demo day 2030' }), sent)]);
    const title = await titleField();
    expect(title).toHaveProperty('value', 'Demo day');
    fireEvent.change(title, { target: { value: 'Demo day 2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const expected = toEventInput({ ...eventValues(original), title: 'Demo day 2030' });
    expect(sent.mock.calls.at(-1)?.[0]).toEqual({ eventId: ID, data: expected, scope: 'ONE' });
    expect(expected.startTime).toBe('2030-03-12T09:00:00.000Z');
  });

  it('shows the shared schema’s message on its field and sends nothing', async () => {
    const sent = vi.fn();
    await renderEditor([loaded(event({ endTime: '2030-03-12T08:00:00.000Z' })), saving(event(), sent)]);
    await titleField();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the one-on-one settings only once that type is chosen, and offers it only with the plan’s flag', async () => {
    await renderEditor([loaded(event())], ['oneOnOneEvents']);
    await titleField();
    expect(screen.queryByRole('heading', { name: 'One-on-one settings' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'One-on-one' }));
    expect(await screen.findByRole('heading', { name: 'One-on-one settings' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Specific dates' })).toBeTruthy();
  });

  it('offers no one-on-one type without the flag', async () => {
    await renderEditor([loaded(event())]);
    await titleField();
    expect(screen.queryByRole('radio', { name: 'One-on-one' })).toBeNull();
  });

  it('asks whether a change to an occurrence of a series is for it alone or the following ones too', async () => {
    const sent = vi.fn();
    const series = event({ seriesId: ID, recurrence: { __typename: 'EventRecurrence', frequency: 'WEEKLY', interval: 1, weekdays: ['TU'], until: null, count: 4 } } as never);
    await renderEditor([loaded(series), saving(series, sent)]);
    fireEvent.change(await titleField(), { target: { value: 'Office hour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'This event' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'This and following events' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls.at(-1)?.[0]).toMatchObject({ scope: 'SERIES', data: { title: 'Office hour', recurrence: { frequency: 'WEEKLY', count: 4, until: null } } });
  });

  it('updates the preview as the title changes', async () => {
    await renderEditor([loaded(event())]);
    const preview = await screen.findByTestId('event-preview');
    expect(within(preview).getByRole('heading', { name: 'Demo day' })).toBeTruthy();
    fireEvent.change(await titleField(), { target: { value: 'Investor breakfast' } });
    expect(within(preview).getByRole('heading', { name: 'Investor breakfast' })).toBeTruthy();
  });

  it('opens the event page for someone who may not edit it', async () => {
    const router = await renderEditor([loaded(event({ viewerCan: { __typename: 'IncubatorEventViewerCan', edit: false, delete: false, publish: false } } as never))]);
    expect(await screen.findByText('event page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/events/${ID}`);
  });

  it('shows the not-found page for an event it cannot see', async () => {
    await renderEditor([{ request: { query: EVENT_FOR_EDIT, variables: { id: ID } }, result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] } }]);
    expect(await screen.findByRole('link', { name: /back/i })).toBeTruthy();
  });
});
