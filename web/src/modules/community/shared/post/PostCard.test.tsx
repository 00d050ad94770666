import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { operationServer } from '../../../../test/operationServer';
import { ConfirmHost } from '../../../../ui/feedback/confirm';
import { PostCard } from './PostCard';
import type { PostCardData } from './graphql';
import { postData } from './testing';

type Reactions = Array<{ reaction: string; count: number; viewerReacted: boolean }>;
const counted = (reactions: Reactions) => reactions.map((r) => ({ __typename: 'PostReactionCount', ...r })) as PostCardData['reactions'];

async function renderCard(post = postData({ _id: 'p1', reactions: counted([{ reaction: 'LIKE', count: 2, viewerReacted: false }]) })) {
  const server = operationServer({
    ReactToPost: ({ reaction }) => ({
      data: {
        reactToPost: {
          __typename: 'Post',
          _id: 'p1',
          reactions: counted([
            { reaction: 'LIKE', count: reaction === 'LIKE' ? 3 : 2, viewerReacted: reaction === 'LIKE' },
            ...(reaction === 'FIRE' ? [{ reaction: 'FIRE', count: 1, viewerReacted: true }] : []),
          ]),
        },
      },
    }),
    RemoveReaction: { data: { removeReaction: { __typename: 'Post', _id: 'p1', reactions: counted([{ reaction: 'LIKE', count: 2, viewerReacted: false }]) } } },
    DeletePost: { data: { deletePost: true } },
  });
  await renderWithApollo(
    <>
      <PostCard post={post} />
      <ConfirmHost />
    </>,
    { link: server.link },
  );
  return server;
}

describe('a post’s card', () => {
  it('shows the author, the text as HTML and who reads it', async () => {
    await renderCard(postData({ _id: 'p1', content: '<p>We <strong>shipped</strong></p>', visibility: 'ROLES', roleTypes: ['coach', 'staff'] }));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Fay Founder' }).getAttribute('href')).toBe('/profile/u-fay');
    expect(card.querySelector('strong')?.textContent).toBe('shipped');
    expect(within(card).getByText('Roles')).toBeTruthy();
    expect(within(card).getByText(': Coach, Staff')).toBeTruthy();
  });

  it('toggles the viewer’s reaction at once, pressed, and takes it back', async () => {
    const { asked } = await renderCard();
    const like = screen.getByRole('button', { name: 'Like: 2 people' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = await screen.findByRole('button', { name: 'Like: 3 people' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(asked('ReactToPost')).toEqual([{ postId: 'p1', reaction: 'LIKE' }]);
    fireEvent.click(liked);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like: 2 people' }).getAttribute('aria-pressed')).toBe('false'));
    expect(asked('RemoveReaction')).toEqual([{ postId: 'p1', reaction: 'LIKE' }]);
  });

  it('offers every reaction from its picker, each a toggle', async () => {
    const { asked } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add a reaction' }));
    const picker = await screen.findByRole('group', { name: 'Choose a reaction' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Like', 'Love', 'Hooray', 'Fire', 'Rocket', 'Done']);
    fireEvent.click(within(picker).getByRole('button', { name: 'Fire' }));
    expect((await screen.findByRole('button', { name: 'Fire: 1 person' })).getAttribute('aria-pressed')).toBe('true');
    expect(asked('ReactToPost')).toEqual([{ postId: 'p1', reaction: 'FIRE' }]);
  });

  it('shows the counts only to those who may not react', async () => {
    await renderCard(
      postData({ _id: 'p1', reactions: counted([{ reaction: 'HEART', count: 1, viewerReacted: false }]), viewerCan: { ...postData({ _id: 'x' }).viewerCan, react: false } }),
    );
    expect((screen.getByRole('button', { name: 'Love: 1 person' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a reaction' })).toBeNull();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { asked } = await renderCard(postData({ _id: 'p1', viewerCan: { ...postData({ _id: 'x' }).viewerCan, delete: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked('DeletePost')).toEqual([]);
  });

  it('announces an RSS item with its feed, its title leading out, and the item’s removal for those allowed', async () => {
    await renderCard(
      postData({
        _id: 'p1',
        kind: 'RSS',
        author: null,
        subjectId: 'item-1',
        content: '<p>Seed rounds are back.</p>',
        data: { title: 'Funding in March', link: 'https://news.example.org/march', feedTitle: 'Startup news' },
        viewerCan: { ...postData({ _id: 'x' }).viewerCan, deleteItem: true },
      }),
    );
    expect(screen.getByText('Startup news')).toBeTruthy();
    const title = screen.getByRole('link', { name: /Funding in March/ });
    expect(title.getAttribute('href')).toBe('https://news.example.org/march');
    expect(title.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove this news item' })).toBeTruthy();
  });
});
