import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { noteChangesSchema, noteInputSchema } from '@seedbed/contracts/startups';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { canReadItem, canSeeStartup, mayPin, mayReadPrivate, startupName } from './access.ts';
import { mayDeleteNote } from './delete-rule.ts';
import type { TimelineRow } from './kinds.ts';
import { NOTE_KIND } from './note-kind.ts';
import { readersAmong } from './readers.ts';
import { addMentions, deleteItem, findItem, insertItem, mentionsOf, repliesOf, setRepliesVisibility, updateItem } from './repo.ts';
import { mentionedIds, noteExcerpt, noteText, sanitizeNote } from './sanitize.ts';

/** People one note may name with @ and notify. */
const MENTIONS_MAX = 50;

/**
 * The note's HTML as it will be stored: sanitised, and refused when nothing readable is left (a
 * note of nothing but a script is an empty note).
 */
function sanitised<S extends z.ZodType<{ message?: string | null }>>(input: S) {
  return input.transform((value, zctx) => {
    if (typeof value.message !== 'string') return value;
    const message = sanitizeNote(value.message);
    if (!noteText(message)) {
      zctx.addIssue({ code: 'custom', path: ['message'], message: 'timeline.messageRequired', params: { key: 'timeline.messageRequired' } });
      return z.NEVER;
    }
    return { ...value, message };
  });
}

const createInput = sanitised(noteInputSchema);
const replyInput = sanitised(noteInputSchema.pick({ message: true, attachmentIds: true }));
const changesInput = sanitised(noteChangesSchema.omit({ attachmentIds: true }));

/** An item the viewer may read; anything else (another tenant's, a private one, a malformed id) is not found. */
export async function loadReadable(ctx: Context, itemId: string): Promise<TimelineRow> {
  requireViewer(ctx);
  if (!isId(itemId)) throw notFound();
  const item = await findItem(await ctx.tx.db(), ctx.incubator.id, itemId);
  if (!item || !(await canReadItem(ctx, item))) throw notFound();
  return item;
}

/** A note (not another kind's item) the viewer may read. */
async function loadNote(ctx: Context, itemId: string): Promise<TimelineRow> {
  const item = await loadReadable(ctx, itemId);
  if (item.kind !== NOTE_KIND) throw notFound();
  return item;
}

async function loadStartup(ctx: Context, startupId: string): Promise<string> {
  requireViewer(ctx);
  if (!isId(startupId) || !(await canSeeStartup(ctx, startupId))) throw notFound();
  return (await startupName(ctx, startupId)) ?? '';
}

/**
 * Files the viewer uploaded and has not attached to anything yet, now attached to the note: from
 * then on they are read with the note's permission (attachments.ts).
 */
async function attachFiles(ctx: Context, db: Db, attachmentIds: readonly string[] | null | undefined, itemId: string): Promise<string[]> {
  const ids = [...new Set(attachmentIds ?? [])];
  if (!ids.length) return [];
  const a = schema.attachments;
  const own = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, ids), eq(a.ownerId, requireViewer(ctx).user.id), isNull(a.referenceKind)));
  const found = new Set(own.map((row) => row.id));
  const missing = (attachmentIds ?? []).flatMap((id, index) => (found.has(id) ? [] : [{ field: `attachmentIds.${index}`, key: 'timeline.attachmentUnavailable' }]));
  if (missing.length) throw validationError(missing);
  await db
    .update(a)
    .set({ referenceKind: 'timeline', referenceId: itemId })
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, ids)));
  return ids;
}

/** The people the note names who may read it, recorded so that the mention outlives edits; answers those newly named. */
async function recordMentions(ctx: Context, db: Db, item: TimelineRow): Promise<string[]> {
  const named = mentionedIds(item.message ?? '').slice(0, MENTIONS_MAX);
  if (!named.length) return [];
  const before = new Set(await mentionsOf(db, ctx.incubator.id, item.id));
  const added = (await readersAmong(ctx, db, named, item)).filter((id) => !before.has(id));
  await addMentions(db, ctx.incubator.id, item.id, added);
  return added;
}

const refusePrivate = () => new AppError('FORBIDDEN', 'timeline.privateNotAllowed');
const refusePin = () => new AppError('FORBIDDEN', 'timeline.pinNotAllowed');

export const createStartupNote = defineChange({
  input: () => createInput,
  async authorize(ctx, input, startupId: string) {
    const name = await loadStartup(ctx, startupId);
    if (input.isPublic === false && !(await mayReadPrivate(ctx, startupId))) throw refusePrivate();
    if (input.isPinned && !(await mayPin(ctx, startupId))) throw refusePin();
    return { startupId, startupName: name };
  },
  async write(ctx, db, input, { startupId, startupName }) {
    const note = await insertItem(db, {
      incubatorId: ctx.incubator.id,
      id: newId(),
      startupId,
      kind: NOTE_KIND,
      createdBy: requireViewer(ctx).user.id,
      message: input.message,
      isPublic: input.isPublic ?? true,
      isPinned: input.isPinned ?? false,
      isUpdate: input.isUpdate ?? false,
    });
    const attachmentIds = await attachFiles(ctx, db, input.attachmentIds, note.id);
    const mentionIds = await recordMentions(ctx, db, note);
    return {
      result: note,
      events: [
        {
          kind: 'timeline.noteCreated',
          subjectKind: 'timeline',
          subjectId: note.id,
          data: {
            startupId,
            startupName,
            parentId: null,
            isPublic: note.isPublic,
            isPinned: note.isPinned,
            isUpdate: note.isUpdate,
            excerpt: noteExcerpt(note.message ?? ''),
            mentionIds,
            attachmentIds,
            parent: null,
            replierIds: [],
          },
        },
      ],
    };
  },
});

/** A reply joins its thread (a reply to a reply joins the same thread) and is read by whoever reads the thread. */
export const replyToStartupNote = defineChange({
  input: () => replyInput,
  async authorize(ctx, _input, eventId: string) {
    const target = await loadNote(ctx, eventId);
    const thread = target.parentId ? await loadNote(ctx, target.parentId) : target;
    return { thread, startupName: (await startupName(ctx, thread.startupId)) ?? '' };
  },
  async write(ctx, db, input, { thread, startupName }) {
    const earlier = await repliesOf(db, ctx.incubator.id, [thread.id]);
    const reply = await insertItem(db, {
      incubatorId: ctx.incubator.id,
      id: newId(),
      startupId: thread.startupId,
      kind: NOTE_KIND,
      parentId: thread.id,
      createdBy: requireViewer(ctx).user.id,
      message: input.message,
      isPublic: thread.isPublic,
    });
    const attachmentIds = await attachFiles(ctx, db, input.attachmentIds, reply.id);
    const mentionIds = await recordMentions(ctx, db, reply);
    const replierIds = [...new Set(earlier.map((row) => row.createdBy).filter((id): id is string => id !== null))];
    return {
      result: reply,
      events: [
        {
          kind: 'timeline.noteCreated',
          subjectKind: 'timeline',
          subjectId: reply.id,
          data: {
            startupId: thread.startupId,
            startupName,
            parentId: thread.id,
            isPublic: reply.isPublic,
            isPinned: false,
            isUpdate: false,
            excerpt: noteExcerpt(reply.message ?? ''),
            mentionIds,
            attachmentIds,
            parent: { authorId: thread.createdBy, excerpt: noteExcerpt(thread.message ?? '') },
            replierIds,
          },
        },
      ],
    };
  },
});

/**
 * The author changes their note's text, audience and update flag; pinning is the programme's
 * (mayPin), on anyone's note. Only what differs from the stored note counts as a change, so a
 * form that sends every field back pins without touching the rest.
 */
export const updateStartupNote = defineChange({
  input: () => changesInput,
  async authorize(ctx, input, eventId: string) {
    const note = await loadNote(ctx, eventId);
    const changes: Partial<Pick<TimelineRow, 'message' | 'isPublic' | 'isPinned' | 'isUpdate'>> = {};
    if (input.message != null && input.message !== note.message) changes.message = input.message;
    if (input.isPublic != null && input.isPublic !== note.isPublic) changes.isPublic = input.isPublic;
    if (input.isUpdate != null && input.isUpdate !== note.isUpdate) changes.isUpdate = input.isUpdate;
    if (input.isPinned != null && input.isPinned !== note.isPinned) changes.isPinned = input.isPinned;
    if (note.parentId && (changes.isPublic !== undefined || changes.isPinned !== undefined)) {
      throw validationError([{ field: changes.isPinned !== undefined ? 'isPinned' : 'isPublic', key: 'timeline.replyFollowsThread' }]);
    }
    const authored = changes.message !== undefined || changes.isPublic !== undefined || changes.isUpdate !== undefined;
    if (authored && note.createdBy !== requireViewer(ctx).user.id) throw new AppError('FORBIDDEN', 'timeline.notOwnNote');
    if (changes.isPublic === false && !(await mayReadPrivate(ctx, note.startupId))) throw refusePrivate();
    if (changes.isPinned !== undefined && !(await mayPin(ctx, note.startupId))) throw refusePin();
    return { note, changes, startupName: (await startupName(ctx, note.startupId)) ?? '' };
  },
  async write(ctx, db, _input, { note, changes, startupName }) {
    const fields = Object.keys(changes);
    if (!fields.length) return { result: note, events: [] };
    const edited = changes.message !== undefined ? { data: { ...(note.data ?? {}), editedAt: new Date().toISOString() } } : {};
    const updated = await updateItem(db, ctx.incubator.id, note.id, { ...changes, ...edited });
    if (changes.isPublic !== undefined) await setRepliesVisibility(db, ctx.incubator.id, note.id, changes.isPublic);
    const mentionIds = changes.message !== undefined ? await recordMentions(ctx, db, updated) : [];
    return {
      result: updated,
      events: [
        {
          kind: 'timeline.noteUpdated',
          subjectKind: 'timeline',
          subjectId: note.id,
          data: {
            startupId: note.startupId,
            startupName,
            parentId: note.parentId,
            isPublic: updated.isPublic,
            wasPublic: note.isPublic,
            fields,
            excerpt: noteExcerpt(updated.message ?? ''),
            mentionIds,
          },
        },
      ],
    };
  },
});

/** Deletes a note with its replies and their files (the stored bytes once the deletion is committed). */
export const deleteStartupNote = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, eventId: string) {
    const note = await loadNote(ctx, eventId);
    const replies = await repliesOf(await ctx.tx.db(), ctx.incubator.id, [note.id]);
    if (!(await mayDeleteNote(ctx, note, replies))) throw new AppError('FORBIDDEN', replies.length ? 'timeline.threadDeleteNotAllowed' : 'timeline.deleteNotAllowed');
    return { note, replies, startupName: (await startupName(ctx, note.startupId)) ?? '' };
  },
  async write(ctx, db, _input, { note, replies, startupName }) {
    const a = schema.attachments;
    const files = await db
      .delete(a)
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, 'timeline'), inArray(a.referenceId, [note.id, ...replies.map((r) => r.id)])))
      .returning({ storageKey: a.storageKey });
    await deleteItem(db, ctx.incubator.id, note.id);
    for (const file of files) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
    return {
      result: true,
      events: [
        {
          kind: 'timeline.noteDeleted',
          subjectKind: 'timeline',
          subjectId: note.id,
          data: { startupId: note.startupId, startupName, parentId: note.parentId, isPublic: note.isPublic, replyCount: replies.length },
        },
      ],
    };
  },
});
