import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { operationServer } from '../../../test/operationServer';
import type { SessionNotesData } from './graphql';
import { useNotesDraft } from './useNotesDraft';

const notes: SessionNotesData = {
  __typename: 'CoachingSession',
  _id: 's1',
  editor: '<p>Agenda</p>',
  staffEditor: null,
  staffEditorPublic: false,
  notesRevision: 4,
  viewerMayWriteNotes: true,
  viewerMayWriteStaffNotes: false,
} as SessionNotesData;

function withServer(link: ReturnType<typeof operationServer>['link']) {
  return ({ children }: { children: ReactNode }) => <MockedProvider link={link}>{children}</MockedProvider>;
}

describe('useNotesDraft', () => {
  it('saves from the revision it holds and, refused over a newer one, keeps both texts when asked', async () => {
    let saves = 0;
    const api = operationServer({
      SaveCoachingSessionNotes: (variables) =>
        ++saves === 1
          ? {
              errors: [
                {
                  message: 'conflict',
                  extensions: { code: 'NOTES_CONFLICT', current: { editor: '<p>Theirs</p>', staffEditor: null, staffEditorPublic: false, notesRevision: 5 } },
                },
              ],
            }
          : { data: { saveCoachingSessionNotes: { ...notes, editor: (variables.input as { editor: string }).editor, notesRevision: 6 } } },
    });
    const { result } = renderHook(() => useNotesDraft('s1', notes), { wrapper: withServer(api.link) });
    act(() => result.current.change('editor', '<p>Mine</p>'));
    expect(result.current.dirty).toBe(true);
    await act(() => result.current.flush());
    expect(api.asked('SaveCoachingSessionNotes')).toEqual([{ id: 's1', input: { editor: '<p>Mine</p>', revision: 4 } }]);
    expect(result.current.conflict).toMatchObject({ editor: '<p>Theirs</p>', notesRevision: 5 });
    // Nothing more is sent while the person has not chosen.
    await act(() => result.current.flush());
    expect(api.asked('SaveCoachingSessionNotes')).toHaveLength(1);

    act(() => result.current.resolve('both'));
    await waitFor(() => expect(api.asked('SaveCoachingSessionNotes')[1]).toEqual({ id: 's1', input: { editor: '<p>Theirs</p><p>Mine</p>', revision: 5 } }));
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(result.current.state).toBe('saved');
    expect(result.current.html('editor')).toBe('<p>Theirs</p><p>Mine</p>');
  });
});
