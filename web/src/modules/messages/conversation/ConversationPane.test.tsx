import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConversationPane } from './ConversationPane';

// The composer's autosizing listens for web fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});

const person = (id: string, fullName: string) => ({ __typename: 'User', _id: id, fullName, avatar: null, headline: null });
const ME = person('me', 'Ada Lovelace');
const GRACE = person('g', 'Grace Hopper');

const message = (id: string, author: typeof ME, body: string, createdAt: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'Message',
  _id: id,
  conversationId: 'c1',
  body,
  createdAt,
  editedAt: null,
  deletedAt: null,
  author,
  attachments: [],
  viewerCan: { __typename: 'MessagePermissions', edit: author === ME, delete: author === ME },
  ...patch,
});

const conversation = (unreadCount: number) => ({
  __typename: 'Conversation',
  _id: 'c1',
  kind: 'DIRECT',
  title: null,
  lastMessageAt: '2031-04-08T10:05:00.000Z',
  createdAt: '2031-04-01T10:00:00.000Z',
  unreadCount,
  members: [ME, GRACE],
  lastMessage: null,
  viewerCan: { __typename: 'ConversationPermissions', send: true, rename: false, addMembers: false, leave: false },
});

async function open(unread = 1) {
  const server = operationServer({
    ShellUser: { data: shellUserData({ flags: ['liveChat'] }) },
    Conversation: { data: { conversation: conversation(unread) } },
    ConversationMessages: {
      data: {
        conversationMessages: {
          __typename: 'MessagePage',
          next: null,
          results: [
            message('m3', GRACE, 'Friday works.\nSee you then', '2031-04-08T10:05:00.000Z'),
            message('m2', ME, 'Can we meet on Friday?', '2031-04-08T10:00:00.000Z'),
            message('m1', GRACE, 'gone', '2031-04-07T09:00:00.000Z', { body: '', deletedAt: '2031-04-07T09:30:00.000Z' }),
          ],
        },
      },
    },
    MarkConversationRead: { data: { markConversationRead: { __typename: 'Conversation', _id: 'c1', unreadCount: 0 } } },
    SendMessage: (variables) => ({ data: { sendMessage: message('m4', ME, variables.body as string, '2031-04-08T10:06:00.000Z') } }),
    MessagesUpdated: { data: null },
  });
  await renderWithApollo(
    <Routes>
      <Route path="/messages/:conversationId" element={<ConversationPane conversationId="c1" withBack={false} />} />
    </Routes>,
    { link: server.link, route: '/messages/c1' },
  );
  return server;
}

describe('an open conversation', () => {
  it('reads top to bottom by day, own messages marked, text as written, a deleted one as a tombstone', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    const rows = await screen.findAllByTestId('message');
    expect(rows.map((row) => row.hasAttribute('data-own'))).toEqual([false, true, false]);
    expect(within(rows[0]).getByText('Message deleted')).toBeTruthy();
    expect(within(rows[2]).getByText(/Friday works\./).textContent).toBe('Friday works.\nSee you then');
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('region').length).toBe(2);
  });

  it('is marked read when shown with unread messages', async () => {
    const server = await open(2);
    await waitFor(() => expect(server.asked('MarkConversationRead')).toEqual([{ conversationId: 'c1' }]));
  });

  it('sends on Enter and breaks the line on Shift+Enter', async () => {
    const server = await open(0);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'First line' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(server.asked('SendMessage')).toEqual([]);
    fireEvent.change(box, { target: { value: 'First line\nSecond line' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.asked('SendMessage')).toEqual([{ conversationId: 'c1', body: 'First line\nSecond line', attachmentIds: [] }]));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(server.asked('MarkConversationRead')).toEqual([]);
  });
});
