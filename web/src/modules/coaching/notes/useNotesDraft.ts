import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import { SAVE_SESSION_NOTES, type SessionNotesData } from './graphql';

export type NotesField = 'editor' | 'staffEditor';
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The notes as they stood when a save was refused: someone else's newer save. */
export interface NotesConflict {
  editor: string;
  staffEditor: string | null;
  notesRevision: number;
}

/** Quiet time after the last keystroke before the notes are saved. */
export const AUTOSAVE_MS = 1200;

/** Both texts kept: theirs first, then what this person wrote. */
export const keepBoth = (theirs: string, mine: string) => (theirs.trim() ? `${theirs}${mine}` : mine);

export function conflictOf(error: unknown): NotesConflict | null {
  const found = graphQLErrorsOf(error).find((e) => codeOf(e) === 'NOTES_CONFLICT');
  return (found?.extensions?.current as NotesConflict | undefined) ?? null;
}

/**
 * The notes being written on a session's page: what the person changed and not saved yet
 * (`drafts`), saved a moment after they stop typing against the revision they started from.
 * Someone else's save reaches the editor when it has nothing unsaved (`version` tells the editor
 * to take the text again); otherwise the next save is refused and `conflict` asks what to keep.
 */
export function useNotesDraft(sessionId: string, notes: SessionNotesData | undefined) {
  // Saving as one types is background work: no loading bar, and the page tells its own failures.
  const [save] = useMutation(SAVE_SESSION_NOTES, { context: { silent: true, showsOwnError: true } });
  const [drafts, setDrafts] = useState<Partial<Record<NotesField, string>>>({});
  const [versions, setVersions] = useState<Record<NotesField, number>>({ editor: 0, staffEditor: 0 });
  const [state, setState] = useState<SaveState>('idle');
  const [conflict, setConflict] = useState<NotesConflict | null>(null);
  const base = useRef<number | null>(null);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  // The text each editor shows, so that only a real change from elsewhere replaces it.
  const shown = useRef<Partial<Record<NotesField, string>>>({});
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blocked = useRef(false);
  blocked.current = conflict !== null;

  // Someone else's save (or this page's) arrived: editors without unsaved text show it.
  useEffect(() => {
    if (!notes) return;
    if (base.current === null || (!Object.keys(draftsRef.current).length && notes.notesRevision >= base.current)) base.current = notes.notesRevision;
    const changed: NotesField[] = [];
    for (const field of ['editor', 'staffEditor'] as const) {
      const server = notes[field] ?? '';
      if (draftsRef.current[field] === undefined && shown.current[field] !== server) {
        if (shown.current[field] !== undefined) changed.push(field);
        shown.current[field] = server;
      }
    }
    if (changed.length) setVersions((v) => ({ ...v, ...Object.fromEntries(changed.map((f) => [f, v[f] + 1])) }));
  }, [notes]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const sending = { ...draftsRef.current };
    if (!Object.keys(sending).length || inFlight.current || blocked.current || base.current === null) return;
    inFlight.current = true;
    setState('saving');
    try {
      const { data } = await save({ variables: { id: sessionId, input: { ...sending, revision: base.current } } });
      const saved = data?.saveCoachingSessionNotes;
      if (saved) base.current = saved.notesRevision;
      // Text typed while the save was on its way stays a draft and is saved next.
      setDrafts((current) => {
        const left = { ...current };
        for (const field of Object.keys(sending) as NotesField[]) if (left[field] === sending[field]) delete left[field];
        return left;
      });
      setState('saved');
    } catch (error) {
      const current = conflictOf(error);
      if (current) setConflict(current);
      setState('failed');
    } finally {
      inFlight.current = false;
    }
  }, [save, sessionId]);

  // Drafts left (typed during a save) are saved in turn.
  useEffect(() => {
    if (Object.keys(drafts).length && !inFlight.current && !timer.current && !conflict && state !== 'failed') timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  }, [drafts, flush, conflict, state]);

  // Leaving the page saves what is left at once.
  useEffect(() => () => void flush(), [flush]);

  const change = useCallback(
    (field: NotesField, html: string) => {
      shown.current[field] = html;
      setDrafts((current) => ({ ...current, [field]: html }));
      setState((s) => (s === 'failed' && !blocked.current ? 'idle' : s));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    [flush],
  );

  /** Resolves a conflict: keep both texts, only theirs, or only this person's. */
  const resolve = useCallback(
    (choice: 'both' | 'theirs' | 'mine') => {
      if (!conflict) return;
      base.current = conflict.notesRevision;
      const next: Partial<Record<NotesField, string>> = {};
      for (const field of Object.keys(draftsRef.current) as NotesField[]) {
        const theirs = conflict[field] ?? '';
        const mine = draftsRef.current[field] ?? '';
        const html = choice === 'both' ? keepBoth(theirs, mine) : choice === 'mine' ? mine : theirs;
        shown.current[field] = html;
        if (choice !== 'theirs') next[field] = html;
      }
      draftsRef.current = next;
      setDrafts(next);
      setVersions((v) => ({ editor: v.editor + 1, staffEditor: v.staffEditor + 1 }));
      setConflict(null);
      blocked.current = false;
      setState('idle');
      if (choice !== 'theirs') void flush();
    },
    [conflict, flush],
  );

  const html = (field: NotesField) => drafts[field] ?? shown.current[field] ?? notes?.[field] ?? '';
  const dirty = Object.keys(drafts).length > 0;
  return { html, versions, change, flush, resolve, conflict, state, dirty, base };
}
