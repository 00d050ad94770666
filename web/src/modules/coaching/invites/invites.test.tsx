import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { CancelMeetingPage } from './CancelMeetingPage';
import { ExpiredInvitationPage } from './ExpiredInvitationPage';
import {
  SEND_COACHING_INVITE,
  CANCEL_COACHING_INVITE,
  CANCEL_MEETING_FROM_INVITATION,
  COACHING_INVITATION,
  RESPOND_TO_COACHING_INVITATION,
  RESPOND_TO_COACHING_INVITE,
  SESSION_INVITE,
} from './graphql';
import { InvitationPage } from './InvitationPage';
import { ASSIGNABLE_PEOPLE } from '../../startups/graphql';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { inviteExpiry, inviteInput } from './inviteForm';
import { SessionInvites } from './SessionInvites';

beforeAll(() => {
  // jsdom has no font loading; the message field's autosize listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  Element.prototype.scrollIntoView ??= () => undefined;
});

const TOKEN = `${'a'.repeat(43)}.0b7e7c3e-1f5e-4c1e-9c1e-1f5e4c1e9c1e`;
const FANNY = '0b7e7c3e-1f5e-4c1e-9c1e-00000000000f';
const ID = '0b7e7c3e-1f5e-4c1e-9c1e-000000000001';

const invitation = (over: Record<string, unknown> = {}) => ({
  __typename: 'CoachingInvitation',
  _id: ID,
  status: 'PENDING',
  expires: '2030-03-01T09:00:00.000Z',
  message: 'Bring the deck',
  response: 'PENDING',
  inviteeName: 'Fanny',
  organiserName: 'Cora Coach',
  sessionName: 'Pitch review',
  date: '2030-03-03T09:00:00.000Z',
  expectedDuration: 45,
  locationMode: 'ONLINE',
  location: null,
  meetingLink: 'https://meet.example.test/room',
  sessionCancelled: false,
  ...over,
});

const opened = (over: Record<string, unknown> = {}) => ({
  request: { query: COACHING_INVITATION, variables: { id: ID, token: TOKEN } },
  result: { data: { coachingInvitation: invitation(over) } },
});

const pages = (
  <>
    <Routes>
      <Route path="/coaching/invitation/expired" element={<ExpiredInvitationPage />} />
      <Route path="/coaching/invitation/:inviteId/cancel-meeting" element={<CancelMeetingPage />} />
      <Route path="/coaching/invitation/:inviteId" element={<InvitationPage />} />
    </Routes>
    <ConfirmHost />
  </>
);

const link = (answer?: string) => `/coaching/invitation/${ID}?token=${encodeURIComponent(TOKEN)}${answer ? `&answer=${answer}` : ''}`;

describe('the invitation page', () => {
  it('answers as the mail’s button said, then shows the session and the answer', async () => {
    const result = vi.fn(() => ({ data: { respondToCoachingInvitation: invitation({ status: 'ACCEPTED', response: 'ACCEPTED' }) } }));
    const respond = { request: { query: RESPOND_TO_COACHING_INVITATION, variables: { id: ID, token: TOKEN, accept: true } }, result };
    await renderWithApollo(pages, { mocks: [opened(), respond], route: link('accept') });
    expect(await screen.findByText('You accepted. See you there!')).toBeTruthy();
    expect(screen.getByText('Pitch review')).toBeTruthy();
    expect(screen.getByText('Invitation from Cora Coach')).toBeTruthy();
    expect(screen.getByText('Duration: 45 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the video meeting' }).getAttribute('href')).toBe('https://meet.example.test/room');
    expect(result).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leads an expired link to the expired page', async () => {
    const expired = { request: opened().request, result: { errors: [new GraphQLError('This invitation has expired.', { extensions: { code: 'INVITE_EXPIRED' } })] } };
    await renderWithApollo(pages, { mocks: [expired], route: link('accept') });
    expect(await screen.findByRole('heading', { name: 'Invitation expired' })).toBeTruthy();
  });

  it('says a wrong link is not valid', async () => {
    const wrong = { request: opened().request, result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] } };
    await renderWithApollo(pages, { mocks: [wrong], route: link() });
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid.');
  });
});

describe('the cancel-the-meeting page', () => {
  it('cancels only after confirming, then says so', async () => {
    const result = vi.fn(() => ({ data: { cancelMeetingFromInvitation: invitation({ status: 'CANCELLED', sessionCancelled: true }) } }));
    const cancel = { request: { query: CANCEL_MEETING_FROM_INVITATION, variables: { id: ID, token: TOKEN } }, result };
    await renderWithApollo(pages, { mocks: [opened(), cancel], route: `/coaching/invitation/${ID}/cancel-meeting?token=${encodeURIComponent(TOKEN)}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the meeting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));
    expect(await screen.findByText('The meeting is cancelled. Everyone taking part is told.')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });
});

const person = (id: string, fullName: string) => ({ __typename: 'User', _id: id, fullName, avatar: null });

const invite = (over: Record<string, unknown> = {}) => ({
  __typename: 'CoachingInvite',
  _id: ID,
  status: 'PENDING',
  expires: '2030-03-01T09:00:00.000Z',
  message: null,
  createdAt: '2030-02-20T09:00:00.000Z',
  createdBy: { __typename: 'User', _id: 'u-coach', fullName: 'Cora Coach' },
  invitees: [
    { __typename: 'CoachingInvitee', side: 'startup', response: 'PENDING', user: person(FANNY, 'Fanny Founder') },
    { __typename: 'CoachingInvitee', side: 'incubator', response: 'DECLINED', user: person('u-sam', 'Sam Staff') },
  ],
  viewerResponse: null,
  viewerCan: { __typename: 'CoachingInviteViewerCan', respond: false, cancel: true },
  ...over,
});

const sessionAnswer = (inviteData: unknown, viewerMayInvite = true) => ({
  request: { query: SESSION_INVITE, variables: { id: 's1' } },
  result: {
    data: {
      coachingSession: {
        __typename: 'CoachingSession',
        _id: 's1',
        name: 'Pitch review',
        date: '2030-03-03T09:00:00.000Z',
        cancelledAt: null,
        viewerMayInvite,
        startup: { __typename: 'Startup', _id: 'st1', name: 'Alpha', people: [{ __typename: 'StartupPerson', _id: FANNY, fullName: 'Fanny Founder' }] },
        invite: inviteData,
      },
    },
  },
});

describe('the session’s invite section', () => {
  it('shows the organiser who answered, and withdraws the invite after confirming', async () => {
    const result = vi.fn(() => ({
      data: { cancelCoachingInvite: invite({ status: 'CANCELLED', viewerCan: { __typename: 'CoachingInviteViewerCan', respond: false, cancel: false } }) },
    }));
    const cancel = { request: { query: CANCEL_COACHING_INVITE, variables: { inviteId: ID } }, result };
    await renderWithApollo(
      <>
        <SessionInvites sessionId="s1" />
        <ConfirmHost />
      </>,
      { mocks: [sessionAnswer(invite()), cancel, sessionAnswer(invite({ status: 'CANCELLED' }))] },
    );
    expect(await screen.findByText('Waiting for answers')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Invited people' });
    expect(within(list).getByText('Fanny Founder')).toBeTruthy();
    expect(within(list).getByText('Declined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw the invitation' }));
    await vi.waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('lets an organiser invite the startup’s founders with a message', async () => {
    let sent: Record<string, unknown> | undefined;
    const send = {
      request: {
        query: SEND_COACHING_INVITE,
        variables: (variables: Record<string, unknown>) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { sendCoachingInvite: invite() } },
    };
    const peopleSearch = {
      request: { query: ASSIGNABLE_PEOPLE, variables: { search: null, roleTypes: [...STAFF_LIKE] } },
      result: { data: { users: { __typename: 'UserList', results: [] } } },
      maxUsageCount: 5,
    };
    await renderWithApollo(<SessionInvites sessionId="s1" />, { mocks: [sessionAnswer(null), peopleSearch, send, sessionAnswer(invite())] });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('checkbox', { name: 'Fanny Founder' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Bring the deck' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ sessionId: 's1', input: { startupInviteeIds: [FANNY], incubatorInviteeIds: [], message: 'Bring the deck' } });
    // A week to answer by default, the session being further away.
    expect(Math.abs(Date.parse((sent as { input: { expires: string } }).input.expires) - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
  });

  it('lets an invitee accept', async () => {
    const mine = invite({ viewerResponse: 'PENDING', viewerCan: { __typename: 'CoachingInviteViewerCan', respond: true, cancel: false } });
    const result = vi.fn(() => ({ data: { respondToCoachingInvite: { ...mine, status: 'ACCEPTED', viewerResponse: 'ACCEPTED' } } }));
    const respond = { request: { query: RESPOND_TO_COACHING_INVITE, variables: { inviteId: ID, accept: true } }, result };
    await renderWithApollo(<SessionInvites sessionId="s1" />, { mocks: [sessionAnswer(mine, false), respond] });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Withdraw the invitation' })).toBeNull();
  });

  it('shows nothing to someone who may not invite when there is no invite', async () => {
    const answered = sessionAnswer(null, false);
    const result = vi.fn(() => answered.result);
    await renderWithApollo(<SessionInvites sessionId="s1" />, { mocks: [{ request: answered.request, result }] });
    await vi.waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Invitation' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the invite form’s input', () => {
  it('never lets the invite outlive the session’s start', () => {
    const now = new Date('2030-03-01T09:00:00.000Z');
    expect(inviteExpiry('7', '2030-03-03T09:00:00.000Z', now)).toBe('2030-03-03T09:00:00.000Z');
    expect(inviteExpiry('1', '2030-03-03T09:00:00.000Z', now)).toBe('2030-03-02T09:00:00.000Z');
    expect(inviteInput({ startupInviteeIds: ['a'], incubatorInviteeIds: [], days: '1', message: '  ' }, '2030-03-03T09:00:00.000Z', now)).toEqual({
      startupInviteeIds: ['a'],
      incubatorInviteeIds: [],
      expires: '2030-03-02T09:00:00.000Z',
      message: null,
    });
  });
});
