import { and, eq, sql } from 'drizzle-orm';
import { sessionNotesInput, sessionPresenceInput } from '@seedbed/contracts/coaching-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import { isStartupSideViewer, sessionStanding, visibleSession, type SessionStanding } from './access.ts';
import { announcePresence } from './live.ts';
import { cs, findSession, type CoachingSessionRow } from './repo.ts';

/** What the notes editor writes and the server keeps: emphasis, headings, lists, quotes and links. */
export const sanitizeSessionNotes = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'] });

/** The shared notes: the session's people, its organisers and its startup's founders write them. */
export const writesSharedNotes = (standing: SessionStanding) => standing.role !== null || standing.organiser || standing.founder;

/** The staff's own notes, and whether the startup reads them: the staff side among those people. */
export const writesStaffNotes = (ctx: Context, standing: SessionStanding) => !isStartupSideViewer(ctx) && (standing.role !== null || standing.organiser);

/** The staff's notes as this viewer reads them: null unless they are staff or the notes are shared. */
export async function readableStaffNotes(ctx: Context, session: CoachingSessionRow): Promise<string | null> {
  const standing = await sessionStanding(ctx, session);
  return standing?.readsStaffNotes ? session.staffEditor : null;
}

/**
 * Someone saved over the revision this writer started from. The answer carries the notes as they
 * now stand (as far as the writer may read them) so that the page can merge or ask.
 */
async function notesConflict(ctx: Context, sessionId: string): Promise<AppError> {
  const current = await findSession(await ctx.tx.db(), ctx.incubator.id, sessionId);
  return new AppError(
    'NOTES_CONFLICT',
    'coaching.notes.conflict',
    {},
    {
      current: current
        ? {
            editor: current.editor,
            staffEditor: await readableStaffNotes(ctx, current),
            staffEditorPublic: current.staffEditorPublic,
            notesRevision: current.notesRevision,
          }
        : null,
    },
  );
}

/**
 * Saves a session's notes (spec 2 §3): the shared notes, the staff's own, whether the startup
 * reads the staff's. Each save names the revision it started from; the row is written only while
 * it still has that revision, so of two writers racing, the second hears NOTES_CONFLICT rather
 * than silently overwriting the first. Every save counts a new revision.
 */
export const saveSessionNotes = defineChange({
  input: () => sessionNotesInput,
  async authorize(ctx, input, sessionId: string) {
    const { session, standing } = await visibleSession(ctx, sessionId);
    if (input.editor != null && !writesSharedNotes(standing)) throw forbidden();
    if ((input.staffEditor != null || input.staffEditorPublic != null) && !writesStaffNotes(ctx, standing)) throw forbidden();
    return session;
  },
  async write(ctx, db, input, session) {
    const editor = input.editor != null ? sanitizeSessionNotes(input.editor) : null;
    const staffEditor = input.staffEditor != null ? sanitizeSessionNotes(input.staffEditor) : null;
    const shared = editor !== null && editor !== session.editor;
    const staff = staffEditor !== null && staffEditor !== session.staffEditor;
    const visibility = input.staffEditorPublic != null && input.staffEditorPublic !== session.staffEditorPublic;
    if (input.revision !== session.notesRevision) throw await notesConflict(ctx, session.id);
    if (!shared && !staff && !visibility) return { result: session, events: [] };
    const [saved] = await db
      .update(cs)
      .set({
        ...(shared ? { editor } : {}),
        ...(staff ? { staffEditor } : {}),
        ...(visibility ? { staffEditorPublic: input.staffEditorPublic as boolean } : {}),
        notesRevision: sql`${cs.notesRevision} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, session.id), eq(cs.notesRevision, input.revision)))
      .returning();
    // Another save committed between our read and this write.
    if (!saved) throw await notesConflict(ctx, session.id);
    return {
      result: saved,
      events: [
        {
          kind: 'coaching.notesSaved',
          subjectKind: 'coachingSession',
          subjectId: saved.id,
          data: { sessionId: saved.id, startupId: saved.startupId, shared, staff, visibility, revision: saved.notesRevision },
        },
      ],
    };
  },
});

/** Announces that the viewer is on a session's page (and whether they are typing in its notes) to its other open pages. */
export const announceSessionPresence = defineChange({
  input: () => sessionPresenceInput,
  async authorize(ctx, input) {
    await visibleSession(ctx, input.sessionId);
  },
  async write(ctx, db, input) {
    await announcePresence(ctx, db, input.sessionId, input.editing);
    return { result: true, events: [] };
  },
});
