import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { shellUserData } from '../../../test/shellUser';
import { authorData, postData, replyData } from '../shared/post/testing';
import { PostPage } from './PostPage';

vi.mock('../../../ui/richText/MentionEditor', () => ({
  MentionEditor: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));

const root = postData({ _id: 'p1', content: '<p>Our demo day is on Friday</p>', replyCount: 3 });
const replies: Record<string, { results: ReturnType<typeof postData>[]; next: string | null }> = {
  first: { results: [replyData({ _id: 'r1', rootId: 'p1', content: '<p>Congratulations</p>' })], next: 'page-2' },
  'page-2': {
    results: [
      replyData({ _id: 'r2', rootId: 'p1', content: '<p>Which room?</p>', author: authorData('u-sam', 'Sam Coach', 'Coach'), createdAt: '2030-03-01T11:00:00.000Z' }),
      replyData({ _id: 'r3', rootId: 'p1', parentId: 'r2', content: '<p>The big one</p>', createdAt: '2030-03-01T12:00:00.000Z' }),
    ],
    next: null,
  },
};

async function open(route: string, answers: Parameters<typeof operationServer>[0] = {}) {
  const server = operationServer({
    ShellUser: { data: shellUserData({ roleType: 'cofounder', flags: ['newsFeed'], permissions: ['NEWS_FEED:VIEW'] }) },
    CommunityPost: ({ id }) => ({ data: { post: id === 'r2' ? replies['page-2'].results[0] : root } }),
    PostReplies: ({ cursor }) => ({
      data: { post: { __typename: 'Post', _id: 'p1', replyCount: 3, replies: { __typename: 'PostPage', ...replies[(cursor as string | null) ?? 'first'] } } },
    }),
    ...answers,
  });
  const view = await renderWithApollo(
    <Routes>
      <Route path="/community/post/:postId" element={<PostPage />} />
      <Route path="/community/home" element={<p>The feed</p>} />
    </Routes>,
    { link: server.link, route },
  );
  return { ...server, view };
}

describe('one post’s page', () => {
  it('opens the post with its thread, reading as far as the reply asked for, and highlights it', async () => {
    const { asked } = await open('/community/post/p1?comment=r2');
    expect(await screen.findByText('Our demo day is on Friday')).toBeTruthy();
    const reply = await screen.findByRole('article', { name: /Sam Coach/ });
    await waitFor(() => expect(reply.getAttribute('data-highlighted')).toBe('true'));
    expect(reply.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(reply);
    expect(asked('PostReplies').map((v) => v.cursor)).toEqual([null, 'page-2']);
    // Oldest first, and a reply to a reply says whom it answers.
    const thread = screen.getByRole('list', { name: 'Replies' });
    expect(
      within(thread)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['reply-r1', 'reply-r2', 'reply-r3']);
    expect(screen.getByText('In reply to Sam Coach')).toBeTruthy();
    // Only the reply asked for is highlighted.
    expect(document.getElementById('reply-r1')?.hasAttribute('data-highlighted')).toBe(false);
  });

  it('opens a reply’s own address at its post, highlighting the reply', async () => {
    await open('/community/post/r2');
    expect(await screen.findByText('Our demo day is on Friday')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('reply-r2')?.getAttribute('data-highlighted')).toBe('true'));
  });

  it('says clearly when the post cannot be read, with the way back to the feed', async () => {
    await open('/community/post/gone', { CommunityPost: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] } });
    expect(await screen.findByRole('heading', { name: 'This post is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the news feed' }).getAttribute('href')).toBe('/community/home');
  });
});
