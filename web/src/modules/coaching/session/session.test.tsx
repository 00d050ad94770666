import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sessionInputSchema } from '@seedbed/contracts/coaching-input';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { openCreateSession } from './createSession';
import type { CoachingSessionDetails } from './graphql';
import { SessionDialogHost } from './SessionDialogHost';
import { nextHour, newSessionValues, toSessionInput } from './sessionForm';
import { SessionPage } from './SessionPage';
import { changelogText } from './sessionText';

const ID = '0190a1b2-0000-7000-8000-000000000001';
const person = (id: string, fullName: string) => ({ __typename: 'User' as const, _id: id, fullName, avatar: null });

const session = (over: Partial<CoachingSessionDetails> = {}): CoachingSessionDetails =>
  ({
    __typename: 'CoachingSession',
    _id: ID,
    name: 'Pitch review',
    eventType: 'SCHEDULED_COACHING_SESSION',
    date: '2099-03-03T10:00:00.000Z',
    expectedDuration: 60,
    estimatedDuration: null,
    sessionStartDateTime: null,
    sessionEndDateTime: null,
    locationMode: 'ONLINE',
    location: null,
    meetingLink: 'https://meet.example.test/room',
    cancelledAt: null,
    staffEditorPublic: false,
    startup: { __typename: 'Startup', _id: 's1', name: 'Acme', logo: null },
    coachs: [person('c1', 'Carla Coach')],
    attendees: [person('f1', 'Fay Founder')],
    viewerCan: { __typename: 'CoachingSessionViewerCan', edit: true, delete: true, start: true, end: false },
    changelogs: [
      {
        __typename: 'CoachingSessionChangelog',
        _id: 'l1',
        type: 'created',
        changeTime: '2099-03-01T09:00:00.000Z',
        groupId: 'g1',
        oldValue: null,
        newValue: null,
        initiator: { __typename: 'User', _id: 'c1', fullName: 'Carla Coach' },
      },
    ],
    ...over,
  }) as CoachingSessionDetails;

async function renderPage(answers: NonNullable<Parameters<typeof answeringServer>[1]>) {
  const server = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], answers);
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/coaching/session/:coachingId" element={<SessionPage />} />
        <Route path="/startup/:id/file/coaching" element={<p>Startup file</p>} />
      </Routes>
      <ConfirmHost />
    </>,
    { link: server.link, route: `/coaching/session/${ID}` },
  );
  return server;
}

describe('the session page', () => {
  it('shows the session, its people, the join link, what the viewer may do and what changed', async () => {
    await renderPage({ CoachingSession: { data: { coachingSession: session() } } });
    expect(await screen.findByRole('heading', { name: 'Pitch review' })).toBeTruthy();
    expect(screen.getByText('Planned session')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe('https://meet.example.test/room');
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/startup/s1');
    expect(screen.getByText('Carla Coach')).toBeTruthy();
    expect(screen.getByText('Fay Founder')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
    expect(screen.getByText('Carla Coach created the session')).toBeTruthy();
  });

  it('offers nothing to change to a reader who may not', async () => {
    await renderPage({ CoachingSession: { data: { coachingSession: session({ viewerCan: { edit: false, delete: false, start: false, end: false } }) } } });
    await screen.findByRole('heading', { name: 'Pitch review' });
    expect(screen.queryByRole('button', { name: /Start|Edit|Delete/ })).toBeNull();
  });

  it('deletes after confirming and returns to the startup', async () => {
    let deleted = false;
    const answers = { CoachingSession: { data: { coachingSession: session() } } };
    Object.defineProperty(answers, 'DeleteCoachingSession', {
      get: () => {
        deleted = true;
        return { data: { deleteCoachingSession: true } };
      },
    });
    await renderPage(answers);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Startup file')).toBeTruthy();
    expect(deleted).toBe(true);
  });

  it('says so when the session is out of reach', async () => {
    await renderPage({});
    expect(await screen.findByText('This session does not exist or you cannot open it.')).toBeTruthy();
  });
});

describe('the new-session dialog', () => {
  it('opens from anywhere, checks the form with the shared schema and sends CreateCoachingSession', async () => {
    let sent: unknown = null;
    const answers: Record<string, unknown> = {
      ShellUser: { data: shellUserData({ roleType: 'coach' }) },
      StartupAssignablePeople: { data: { users: { __typename: 'UserPage', results: [] } } },
    };
    Object.defineProperty(answers, 'CreateCoachingSession', {
      get: () => {
        sent = true;
        return { data: { createCoachingSession: session() } };
      },
    });
    const server = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], answers as never);
    await renderWithApollo(<SessionDialogHost />, { link: server.link });
    act(() => openCreateSession({ start: new Date('2099-05-04T10:30:00Z'), coachId: '0190a1b2-0000-7000-8000-000000000009' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coaching session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    expect(await within(dialog).findByText('Give the session a name.')).toBeTruthy();
    expect(sent).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Board prep' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    await waitFor(() => expect(sent).toBe(true));
  });
});

describe('session form and texts', () => {
  it('sends what the shared schema accepts, the viewer coaching by default', () => {
    const values = { ...newSessionValues({ start: new Date('2099-05-04T10:30:00Z'), startupId: 's1' }, 'me'), name: ' Board prep ' };
    const input = toSessionInput(values);
    expect(input).toMatchObject({ name: 'Board prep', startupId: 's1', coachIds: ['me'], expectedDuration: 60, date: '2099-05-04T10:30:00.000Z', meetingLink: null });
    expect('attendeeIds' in input).toBe(false);
    expect(sessionInputSchema().safeParse({ ...input, coachIds: ['0190a1b2-0000-7000-8000-000000000009'], startupId: null }).success).toBe(true);
    expect(nextHour(new Date('2099-05-04T10:30:00')).getHours()).toBe(11);
  });

  it('tells a move in the reader’s language', async () => {
    const { i18n } = await renderWithApollo(<span />);
    const t = i18n.getFixedT('en');
    const text = changelogText(
      t,
      {
        __typename: 'CoachingSessionChangelog',
        _id: 'l',
        type: 'date',
        changeTime: '',
        groupId: 'g',
        oldValue: '2099-03-03T10:00:00.000Z',
        newValue: '2099-03-04T11:00:00.000Z',
        initiator: { _id: 'a', fullName: 'Anna' },
      } as never,
      'en',
      'UTC',
    );
    expect(text).toBe('Anna moved it from Mar 3, 2099, 10:00 AM to Mar 4, 2099, 11:00 AM');
  });
});
