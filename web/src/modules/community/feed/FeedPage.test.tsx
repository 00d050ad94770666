import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of, type Subscriber } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { authorData, postData } from '../shared/post/testing';
import { FeedPage } from './FeedPage';

vi.mock('../../../ui/richText/MentionEditor', () => ({
  MentionEditor: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));
Element.prototype.scrollIntoView ??= () => undefined;

const other = authorData('u-sam', 'Sam Coach', 'Coach');
const pinned = postData({ _id: 'p0', content: '<p>Demo day rules</p>', isPinned: true, pinnedAt: '2030-03-01T08:00:00.000Z', createdAt: '2030-02-20T08:00:00.000Z' });
const first = postData({ _id: 'p1', content: '<p>First customer signed</p>', createdAt: '2030-03-01T10:00:00.000Z' });
const second = postData({ _id: 'p2', content: '<p>Hiring a designer</p>', createdAt: '2030-03-01T09:00:00.000Z' });

async function openFeed(permissions: Array<string> = ['NEWS_FEED:VIEW']) {
  let live: Subscriber<unknown> | undefined;
  const asked: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    asked.push({ name, variables: operation.variables });
    if (name === 'NewsFeedUpdated')
      return new Observable((subscriber) => {
        live = subscriber;
      });
    if (name === 'ShellUser') return of({ data: shellUserData({ roleType: 'cofounder', flags: ['newsFeed'], permissions }) });
    if (name === 'PostProgramChoices') return of({ data: { programs: [] } });
    if (name === 'NewsFeed') return of({ data: { newsFeed: { __typename: 'NewsFeed', pinned: [pinned], results: [first, second], next: null } } });
    return of({ errors: [{ message: `Not answered: ${name}`, extensions: { code: 'NOT_FOUND' } }] });
  });
  await renderWithApollo(<FeedPage />, { link, route: '/community/home' });
  await screen.findByText('First customer signed');
  await waitFor(() => expect(live).toBeDefined());
  const push = (change: object) => act(() => live!.next({ data: { newsFeedUpdated: { __typename: 'NewsFeedUpdate', rootId: null, ...change } } }));
  return { push, asked };
}

const feedItems = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((article) => article.textContent ?? '');

describe('the news feed', () => {
  it('shows the pinned announcements on top, then the posts, newest first', async () => {
    await openFeed();
    const announcements = screen.getByRole('region', { name: 'Pinned announcements' });
    expect(within(announcements).getByText('Demo day rules')).toBeTruthy();
    expect(feedItems().map((text) => text.includes('First customer') || text.includes('Hiring'))).toEqual([true, true]);
    expect(screen.queryByRole('link', { name: 'RSS feeds' })).toBeNull();
  });

  it('announces a new post with a pill instead of moving the feed, and shows it when asked', async () => {
    const { push } = await openFeed();
    await push({ type: 'ADDED', postId: 'p3', post: postData({ _id: 'p3', author: other, content: '<p>Office hours moved</p>', createdAt: '2030-03-01T11:00:00.000Z' }) });
    const pill = await screen.findByRole('button', { name: '1 new post' });
    expect(screen.queryByText('Office hours moved')).toBeNull();
    fireEvent.click(pill);
    expect(feedItems()[0]).toContain('Office hours moved');
    expect(screen.queryByRole('button', { name: '1 new post' })).toBeNull();
  });

  it('follows reactions and removals live, in place', async () => {
    const { push } = await openFeed();
    await push({
      type: 'UPDATED',
      postId: 'p1',
      post: { ...first, reactions: [{ __typename: 'PostReactionCount', reaction: 'ROCKET', count: 4, viewerReacted: false }] },
    });
    expect(await screen.findByRole('button', { name: 'Rocket: 4 people' })).toBeTruthy();
    await push({ type: 'REMOVED', postId: 'p2', post: null });
    await waitFor(() => expect(screen.queryByText('Hiring a designer')).toBeNull());
  });

  it('leads those who manage RSS feeds to them', async () => {
    await openFeed(['NEWS_FEED:VIEW', 'RSS_FEED:SUBSCRIBE']);
    expect(screen.getByRole('link', { name: 'RSS feeds' }).getAttribute('href')).toBe('/community/feeds');
  });
});
