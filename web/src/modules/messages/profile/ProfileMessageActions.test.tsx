import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData, type ShellUserOptions } from '../../../test/shellUser';
import { ProfileMessageActions } from './ProfileMessageActions';

const GRACE = { _id: 'g', fullName: 'Grace Hopper', status: 'active', role: { type: 'coach' } };

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

async function open(mode: string, user: ShellUserOptions = { flags: ['liveChat'] }, person = GRACE) {
  const server = operationServer({
    ShellUser: { data: shellUserData(user) },
    ChatLimit: { data: { chatLimit: { __typename: 'ChatLimit', userId: 'me', mode, roleTypes: mode === 'ROLES' ? ['staff'] : [], users: [], updatedAt: null } } },
    StartConversation: {
      data: {
        startConversation: {
          __typename: 'Conversation',
          _id: 'c9',
          kind: 'DIRECT',
          title: null,
          lastMessageAt: null,
          createdAt: '2031-04-08T10:00:00.000Z',
          unreadCount: 0,
          members: [],
          lastMessage: null,
          viewerCan: { __typename: 'ConversationPermissions', send: true, rename: false, addMembers: false, leave: false },
        },
      },
    },
  });
  await renderWithApollo(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ProfileMessageActions person={person} />
            <Address />
          </>
        }
      />
    </Routes>,
    { link: server.link, route: '/profile/g' },
  );
  return server;
}

describe('the profile’s message actions', () => {
  it('open the direct conversation with the person', async () => {
    const server = await open('EVERYONE');
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/messages/c9'));
    expect(server.asked('StartConversation')).toEqual([{ userIds: ['g'] }]);
    expect(screen.queryByRole('button', { name: 'Messaging limits' })).toBeNull();
  });

  it('hide "Message" where one’s limit would refuse it, and offer the limits to those who set them', async () => {
    await open('ROLES', { flags: ['liveChat'], permissions: ['CHAT:USER_ACCESS:EDIT'] });
    expect(await screen.findByRole('button', { name: 'Messaging limits' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });

  it('show nothing without the plan’s liveChat', async () => {
    const server = await open('EVERYONE', { flags: [], permissions: ['CHAT:USER_ACCESS:EDIT'] });
    await waitFor(() => expect(server.asked('ShellUser')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
