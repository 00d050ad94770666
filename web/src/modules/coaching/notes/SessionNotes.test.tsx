import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import type { FormattedExecutionResult } from 'graphql';
import { Observable, of, Subject } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { SessionNotes } from './SessionNotes';
import { keepBoth } from './useNotesDraft';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  // ProseMirror measures text on selection changes; jsdom has no layout.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const notes = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CoachingSession',
  _id: 's1',
  editor: '<p>Agenda</p>',
  staffEditor: null,
  staffEditorPublic: false,
  notesRevision: 3,
  viewerMayWriteNotes: true,
  viewerMayWriteStaffNotes: false,
  ...overrides,
});

/**
 * A server answering the notes operations by name, with a live channel for the session's pushes;
 * `answers` may change between calls (a refetch reads the newer notes).
 */
function server(answers: Record<string, (variables: Record<string, unknown>) => FormattedExecutionResult>) {
  const pushes = new Subject<FormattedExecutionResult>();
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    calls.push({ name, variables: operation.variables });
    if (name === 'CoachingSessionNotesUpdated') return new Observable((observer) => pushes.subscribe(observer));
    const answer = answers[name];
    return of(answer ? answer(operation.variables) : { errors: [{ message: `Not answered: ${name}` }] });
  });
  const push = (update: Record<string, unknown>) =>
    act(() => pushes.next({ data: { coachingSessionUpdated: { __typename: 'CoachingSessionUpdate', sessionId: 's1', notesRevision: null, editing: null, by: null, ...update } } }));
  return { link, calls, push, asked: (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables) };
}

describe('SessionNotes', () => {
  it("shows the startup's side the shared notes only", async () => {
    const api = server({ CoachingSessionNotes: () => ({ data: { coachingSession: notes() } }) });
    await renderWithApollo(<SessionNotes sessionId="s1" />, { link: api.link });
    expect(await screen.findByText('Agenda', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Staff notes' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Shared notes' })).toBeTruthy();
  });

  it('lets the staff side share its notes with the startup, from the revision it holds', async () => {
    const api = server({
      CoachingSessionNotes: () => ({ data: { coachingSession: notes({ staffEditor: '<p>Runway</p>', viewerMayWriteStaffNotes: true }) } }),
      SaveCoachingSessionNotes: () => ({
        data: { saveCoachingSessionNotes: notes({ staffEditor: '<p>Runway</p>', viewerMayWriteStaffNotes: true, staffEditorPublic: true, notesRevision: 4 }) },
      }),
    });
    await renderWithApollo(<SessionNotes sessionId="s1" />, { link: api.link });
    fireEvent.click(await screen.findByRole('tab', { name: 'Staff notes' }, { timeout: 5000 }));
    await screen.findByText('Runway', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('switch', { name: /Share with the startup/ }));
    await waitFor(() => expect(api.asked('SaveCoachingSessionNotes')).toEqual([{ id: 's1', input: { staffEditorPublic: true, revision: 3 } }]));
  });

  it("takes in someone else's saved notes while nothing is left unsaved, and says who is here and typing", async () => {
    let current = notes();
    const api = server({ CoachingSessionNotes: () => ({ data: { coachingSession: current } }) });
    await renderWithApollo(<SessionNotes sessionId="s1" />, { link: api.link });
    await screen.findByText('Agenda', {}, { timeout: 5000 });
    await waitFor(() => expect(api.asked('CoachingSessionNotesUpdated')).toHaveLength(1));
    api.push({ kind: 'PRESENCE', editing: true, by: { __typename: 'User', _id: 'u2', fullName: 'Anna Lee' } });
    expect(await screen.findByText('Anna Lee is editing')).toBeTruthy();
    api.push({ kind: 'PRESENCE', editing: false, by: { __typename: 'User', _id: 'u2', fullName: 'Anna Lee' } });
    expect(await screen.findByText('Also here: Anna Lee')).toBeTruthy();
    // The page says it is open.
    expect(api.asked('CoachingSessionPresence')).toContainEqual({ sessionId: 's1', editing: false });
    current = notes({ editor: '<p>Agenda and next steps</p>', notesRevision: 4 });
    api.push({ kind: 'NOTES', notesRevision: 4, by: { __typename: 'User', _id: 'u2', fullName: 'Anna Lee' } });
    expect(await screen.findByText('Agenda and next steps')).toBeTruthy();
    // A push about a revision this page already holds reads nothing again.
    const reads = api.asked('CoachingSessionNotes').length;
    api.push({ kind: 'NOTES', notesRevision: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.asked('CoachingSessionNotes')).toHaveLength(reads);
  });

  it('keeps both texts when a merge is asked for', () => {
    expect(keepBoth('<p>Theirs</p>', '<p>Mine</p>')).toBe('<p>Theirs</p><p>Mine</p>');
    expect(keepBoth('', '<p>Mine</p>')).toBe('<p>Mine</p>');
  });
});
