import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApollo } from '../../../../../test/renderWithApollo';
import { operationServer } from '../../../../../test/operationServer';
import { shellUserData } from '../../../../../test/shellUser';
import { postData } from '../testing';
import { PostComposer, type ComposerMode } from './PostComposer';

// The rich text editor is tiptap's (see NoteEditor.test): here a plain text area stands in for it.
vi.mock('../../../../../ui/richText/MentionEditor', () => ({
  MentionEditor: ({ label, onChange }: { label: string; onChange: (html: string, empty: boolean) => void }) => (
    <textarea aria-label={label} onChange={(event) => onChange(event.currentTarget.value ? `<p>${event.currentTarget.value}</p>` : '<p></p>', !event.currentTarget.value)} />
  ),
}));

Element.prototype.scrollIntoView ??= () => undefined;

const ROOT = '0b6f3d2e-1c4a-4f5e-9a7b-2d8c1e0f3a4b';
const ANSWERED = '5e2d9c1b-7a3f-4e6d-8b0c-9f1a2b3c4d5e';

const programs = { data: { programs: [{ __typename: 'Program', _id: 'pr-1', name: 'Spring cohort' }] } };

async function renderComposer(mode: ComposerMode = { kind: 'create' }, roleType = 'cofounder') {
  const onDone = vi.fn();
  const server = operationServer({
    ShellUser: { data: shellUserData({ roleType, flags: ['newsFeed'], permissions: ['NEWS_FEED:VIEW'] }) },
    PostProgramChoices: programs,
    CreatePost: ({ data }) => ({ data: { createPost: postData({ _id: 'new', content: (data as { content: string }).content }) } }),
    ReplyToPost: { data: { replyToPost: postData({ _id: 'r1', rootId: 'p1', parentId: 'p1' }) } },
  });
  await renderWithApollo(<PostComposer mode={mode} onDone={onDone} />, { link: server.link });
  return { ...server, onDone };
}

describe('the post composer', () => {
  it('asks for some text or a file before posting, with the shared schema’s words, and sends nothing', async () => {
    const { asked, onDone } = await renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write something or add a file before posting.');
    expect(asked('CreatePost')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a programme when the post is for programmes', async () => {
    const { asked } = await renderComposer();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your post' }), { target: { value: 'Demo day is set' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Who can see it' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Programmes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Choose at least one programme.')).toBeTruthy();
    expect(asked('CreatePost')).toEqual([]);
  });

  it('posts to everyone and hands the new post over', async () => {
    const { asked, onDone } = await renderComposer();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your post' }), { target: { value: 'We signed our first customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(asked('CreatePost')).toEqual([{ data: { content: '<p>We signed our first customer</p>', attachmentIds: [], visibility: 'EVERYONE', programIds: [], roleTypes: [] } }]);
    expect(onDone.mock.calls[0][0]._id).toBe('new');
  });

  it('offers roles only to the staff side', async () => {
    await renderComposer({ kind: 'create' }, 'cofounder');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Who can see it' }));
    expect(await screen.findByRole('option', { name: 'Everyone' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Roles' })).toBeNull();
  });

  it('replies to the reply chosen, without asking who reads it', async () => {
    const { asked, onDone } = await renderComposer({ kind: 'reply', rootId: ROOT, parent: { _id: ANSWERED, name: 'Sam Coach' } });
    expect(screen.getByText('Replying to Sam Coach')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Who can see it' })).toBeNull();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(asked('ReplyToPost')).toEqual([{ postId: ROOT, parentId: ANSWERED, content: '<p>Thanks!</p>', attachmentIds: [] }]);
  });
});
