import { randomBytes, timingSafeEqual } from 'node:crypto';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { forbidden, notFound, notFoundField, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { userView } from '../users/view.ts';
import { acceptedType, sanitizeFileName, type AcceptedType } from './detect.ts';
import { typeNotAllowed } from './errors.ts';
import { folderRenameSchema, listQuerySchema, referenceListQuerySchema, referenceParamsSchema, updateSchema } from './inputs.ts';
import { authorizeReferenceEdit, maxFilesOf, mayEditReference, mayViewReference, requireReferenceFeature, type Reference } from './references.ts';
import * as repo from './repo.ts';
import { attachmentView, fileUrl } from './view.ts';

/** An upload received into a local file and judged by its bytes, with the id it will be stored under. */
export interface CheckedUpload {
  id: string;
  file: string;
  size: number;
  name: string;
  type: AcceptedType;
}

export const storageKey = (incubatorId: string, id: string) => `${incubatorId}/${id}`;

const referenceOf = (row: repo.AttachmentRow): Reference | null => (row.referenceKind && row.referenceId ? { kind: row.referenceKind, id: row.referenceId } : null);

/**
 * A file is reached through the record it is attached to, with that record's permission; a file
 * attached to nothing is its owner's alone.
 */
async function maySee(ctx: Context, row: repo.AttachmentRow): Promise<boolean> {
  const reference = referenceOf(row);
  return reference ? mayViewReference(ctx, reference) : row.ownerId === requireViewer(ctx).user.id;
}

async function mayChange(ctx: Context, row: repo.AttachmentRow): Promise<boolean> {
  const reference = referenceOf(row);
  return reference ? mayEditReference(ctx, reference) : row.ownerId === requireViewer(ctx).user.id;
}

async function findRow(ctx: Context, id: string): Promise<repo.AttachmentRow> {
  // A malformed id would fail as a uuid in SQL; to the client it is simply not there.
  const row = isId(id) ? await repo.findAttachment(await ctx.tx.db(), ctx.incubator.id, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** A file the viewer may see; any other, like one that does not exist, is not found. */
async function loadAttachment(ctx: Context, id: string): Promise<repo.AttachmentRow> {
  requireViewer(ctx);
  const row = await findRow(ctx, id);
  if (!(await maySee(ctx, row))) throw notFound();
  return row;
}

/** A record whose kind limits its files takes one more only below that limit. */
async function requireRoom(ctx: Context, db: Db, reference: Reference): Promise<void> {
  const max = maxFilesOf(reference.kind);
  if (max === undefined) return;
  if ((await repo.countReferenceFiles(db, ctx.incubator.id, reference)) >= max) throw validationError([{ field: 'file', key: 'upload.recordFull', params: { max } }]);
}

/**
 * Attaches only to a record the viewer may change, then writes the row, its event and the file in
 * one transaction. The received file is moved into storage last, before the commit, so a storage
 * failure leaves no row behind; the route removes the stored file if the commit fails.
 */
export async function storeUpload(ctx: Context, upload: CheckedUpload, reference: Reference | null, folder = ''): Promise<repo.AttachmentRow> {
  const viewer = requireViewer(ctx);
  if (reference) await authorizeReferenceEdit(ctx, reference);
  const db = await ctx.tx.db();
  if (reference) await requireRoom(ctx, db, reference);
  const row = await repo.insertAttachment(db, {
    incubatorId: ctx.incubator.id,
    id: upload.id,
    ownerId: viewer.user.id,
    name: upload.name,
    fileType: upload.type.mime,
    size: upload.size,
    storageKey: storageKey(ctx.incubator.id, upload.id),
    accessKey: randomBytes(32).toString('base64url'),
    referenceKind: reference?.kind ?? null,
    referenceId: reference?.id ?? null,
    folder: reference ? folder : '',
  });
  await recordEvent(ctx, db, {
    kind: 'attachment.uploaded',
    subjectKind: 'attachment',
    subjectId: row.id,
    data: { name: row.name, fileType: row.fileType, size: row.size, referenceKind: row.referenceKind, referenceId: row.referenceId, folder: row.folder },
  });
  await ctx.services.storage.putFile(row.storageKey, upload.file, upload.type.mime);
  return row;
}

export async function uploadAttachment(ctx: Context, upload: CheckedUpload, reference: Reference | null, folder?: string) {
  return attachmentView(await storeUpload(ctx, upload, reference, folder));
}

/** A profile picture or cover: stored as the user's attachment, its URL set on the profile. */
export async function uploadUserFile(ctx: Context, upload: CheckedUpload, kind: 'avatar' | 'cover') {
  const viewer = requireViewer(ctx);
  if (upload.type.kind !== 'image') throw typeNotAllowed();
  const row = await storeUpload(ctx, upload, { kind: 'user', id: viewer.user.id });
  const db = await ctx.tx.db();
  const user = await repo.setUserImage(db, ctx.incubator.id, viewer.user.id, kind, fileUrl(row));
  await recordEvent(ctx, db, { kind: 'user.profileUpdated', subjectKind: 'user', subjectId: user.id, data: { fields: [kind] } });
  return userView(user);
}

/**
 * The viewer's own uploads, newest first. One attached to a record they may no longer see is
 * left out, so a page can hold fewer than `limit` files while `next` still leads on.
 */
/** Where the last page stopped: its last file's exact upload time and id. */
function position(cursor: string): repo.ListPosition {
  const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
  return { createdAt, id };
}

export async function listOwn(ctx: Context, query: unknown) {
  const viewer = requireViewer(ctx);
  const { cursor, limit } = parseInput(listQuerySchema, query);
  const rows = await repo.listOwnAttachments(await ctx.tx.db(), ctx.incubator.id, viewer.user.id, cursor ? position(cursor) : null, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const visible = [];
  for (const { row } of page) if (await maySee(ctx, row)) visible.push(attachmentView(row));
  return {
    results: visible,
    next: rows.length > limit && last ? encodeCursor([last.position, last.row.id]) : null,
  };
}

export async function getOne(ctx: Context, id: string) {
  return attachmentView(await loadAttachment(ctx, id));
}

/** A record whose files the viewer may see; one they may not see is not found. */
async function viewableReference(ctx: Context, params: unknown): Promise<Reference> {
  requireViewer(ctx);
  const { kind, refId } = parseInput(referenceParamsSchema, params);
  requireReferenceFeature(ctx, kind);
  if (!(await mayViewReference(ctx, { kind, id: refId }))) throw notFound();
  return { kind, id: refId };
}

/** The files of a record, to those who may see it; with `folder`, only those filed there. */
export async function listForReference(ctx: Context, params: unknown, query: unknown = {}) {
  const { folder } = parseInput(referenceListQuerySchema, query ?? {});
  const reference = await viewableReference(ctx, params);
  const rows = await repo.listReferenceAttachments(await ctx.tx.db(), ctx.incubator.id, reference.kind, reference.id, folder);
  return rows.map(attachmentView);
}

/**
 * The folders of a record's documents, by path: each with its own name and how many files it holds
 * itself. A folder exists while it holds files; folders that only hold folders are listed too.
 */
export async function listReferenceFolders(ctx: Context, params: unknown) {
  const reference = await viewableReference(ctx, params);
  const rows = await repo.listReferenceFolders(await ctx.tx.db(), ctx.incubator.id, reference.kind, reference.id);
  const counts = new Map<string, number>();
  for (const { folder, count } of rows) {
    const names = folder.split('/');
    for (let depth = 1; depth < names.length; depth++) {
      const parent = names.slice(0, depth).join('/');
      if (!counts.has(parent)) counts.set(parent, 0);
    }
    counts.set(folder, count);
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([path, count]) => ({ path, name: path.split('/').at(-1)!, count }));
}

/** Renames or moves a folder of a record's documents with everything filed in it. */
export async function renameFolder(ctx: Context, params: unknown, body: unknown) {
  requireViewer(ctx);
  const { kind, refId } = parseInput(referenceParamsSchema, params);
  const { folder: from, newFolder: to } = parseInput(folderRenameSchema, body ?? {});
  const reference = { kind, id: refId };
  await authorizeReferenceEdit(ctx, reference);
  const db = await ctx.tx.db();
  const count = await repo.renameReferenceFolder(db, ctx.incubator.id, kind, refId, from, to);
  if (!count) throw notFoundField('folder');
  await recordEvent(ctx, db, { kind: 'attachment.folderRenamed', subjectKind: kind, subjectId: refId, data: { referenceKind: kind, referenceId: refId, from, to, count } });
  return { count };
}

/** Renames a file or moves it to another record (or to none): the new record must be one the viewer may change too. */
export async function updateAttachment(ctx: Context, id: string, body: unknown) {
  requireViewer(ctx);
  const input = parseInput(updateSchema, body ?? {});
  const row = await loadAttachment(ctx, id);
  if (!(await mayChange(ctx, row))) throw forbidden();
  if (input.referenceKind && input.referenceId) await authorizeReferenceEdit(ctx, { kind: input.referenceKind, id: input.referenceId });
  const moved = input.referenceId !== undefined && (input.referenceKind !== row.referenceKind || input.referenceId !== row.referenceId);
  if (moved && input.referenceKind && input.referenceId) await requireRoom(ctx, await ctx.tx.db(), { kind: input.referenceKind, id: input.referenceId });
  const attachedTo = input.referenceId !== undefined ? input.referenceId : row.referenceId;
  if (input.folder && !attachedTo) throw validationError([{ field: 'folder', key: 'startups.folderNeedsRecord' }]);
  const changes: Parameters<typeof repo.updateAttachmentRow>[3] = {};
  if (input.name !== undefined) changes.name = sanitizeFileName(input.name, acceptedType(row.fileType)?.extensions ?? []);
  if (input.referenceKind !== undefined) changes.referenceKind = input.referenceKind;
  if (input.referenceId !== undefined) changes.referenceId = input.referenceId;
  // A file moved to another record starts at the top of its documents unless a folder is named.
  if (input.folder !== undefined && input.folder !== row.folder) changes.folder = input.folder;
  else if (moved && input.folder === undefined && row.folder) changes.folder = '';
  if (!Object.keys(changes).length) return attachmentView(row);
  const db = await ctx.tx.db();
  const updated = await repo.updateAttachmentRow(db, ctx.incubator.id, row.id, changes);
  await recordEvent(ctx, db, { kind: 'attachment.updated', subjectKind: 'attachment', subjectId: row.id, data: { fields: Object.keys(changes) } });
  return attachmentView(updated);
}

/** Deletes a file of the named reference; the stored bytes go only once the deletion is committed. */
export async function deleteAttachment(ctx: Context, referenceId: string, id: string) {
  const row = await loadAttachment(ctx, id);
  if (row.referenceId !== referenceId) throw notFound();
  if (!(await mayChange(ctx, row))) throw forbidden();
  const db = await ctx.tx.db();
  await repo.deleteAttachmentRow(db, ctx.incubator.id, row.id);
  await recordEvent(ctx, db, {
    kind: 'attachment.deleted',
    subjectKind: 'attachment',
    subjectId: row.id,
    data: { name: row.name, referenceKind: row.referenceKind, referenceId: row.referenceId },
  });
  ctx.afterCommit.push(() => ctx.services.storage.remove(row.storageKey));
  return { ok: true };
}

/** The row behind a file URL, when the key matches; compared in constant time. */
export async function findByAccessKey(ctx: Context, id: string, accessKey: string): Promise<repo.AttachmentRow> {
  const row = await findRow(ctx, id);
  const expected = Buffer.from(row.accessKey);
  const given = Buffer.from(accessKey);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
  return row;
}
