import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { of } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { StartupFileContext } from '../StartupFileContext';
import { note, startupAnswer } from '../testData';
import { NoteComposer } from './NoteComposer';
import { TimelineActionsContext } from './TimelineActions';

// The rich text editor is tiptap's (see NoteEditor.test): here a plain text area stands in for it.
vi.mock('./editor/NoteEditor', () => ({
  NoteEditor: ({ label, onChange }: { label: string; onChange: (html: string, empty: boolean) => void }) => (
    <textarea aria-label={label} onChange={(event) => onChange(event.currentTarget.value ? `<p>${event.currentTarget.value}</p>` : '<p></p>', !event.currentTarget.value)} />
  ),
}));

type Startup = ReturnType<typeof startupAnswer>['data']['startup'];

async function renderComposer(startup: Startup, roleType = 'staff') {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const server = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    if (operation.operationName === 'ShellUser') return of({ data: shellUserData({ roleType }) });
    return of({ data: { createStartupNote: note('new', operation.variables.message as string) } });
  });
  const apply = vi.fn(async () => undefined);
  await renderWithApollo(
    <StartupFileContext.Provider value={startup as never}>
      <TimelineActionsContext.Provider value={{ apply }}>
        <NoteComposer mode={{ kind: 'create' }} />
      </TimelineActionsContext.Provider>
    </StartupFileContext.Provider>,
    { link: server },
  );
  return { sent, apply };
}

describe('NoteComposer', () => {
  it('asks for a message before posting, with the shared schema’s words', async () => {
    const { sent } = await renderComposer(startupAnswer().data.startup);
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a message before posting.');
    expect(sent.filter((s) => s.name === 'CreateStartupNote')).toEqual([]);
  });

  it('posts a private, pinned update and brings it into the timeline at once', async () => {
    const { sent, apply } = await renderComposer(startupAnswer({ writePrivateNotes: true }).data.startup);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), { target: { value: 'Demo day is set' } });
    fireEvent.click(await screen.findByRole('switch', { name: 'Private note' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark as update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ updateType: 'ADDED', eventId: 'new' }));
    expect(sent.find((s) => s.name === 'CreateStartupNote')?.variables).toMatchObject({
      message: '<p>Demo day is set</p>',
      isPublic: false,
      isPinned: true,
      isUpdate: true,
      attachmentIds: [],
    });
  });
});
