import { randomBytes, timingSafeEqual } from 'node:crypto';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { requireViewer, type Context, type Viewer } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { userView } from '../users/view.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { acceptedType, sanitizeFileName, type AcceptedType } from './detect.ts';
import { typeNotAllowed } from './errors.ts';
import { listQuerySchema, referenceParamsSchema, updateSchema, type AttachmentReferenceKind } from './inputs.ts';
import * as repo from './repo.ts';
import { attachmentView, fileUrl } from './view.ts';

/** An upload whose type is known from its bytes, with the id it will be stored under. */
export interface CheckedUpload { id: string; bytes: Buffer; name: string; type: AcceptedType }
export interface Reference { kind: AttachmentReferenceKind; id: string }

export const storageKey = (incubatorId: string, id: string) => `${incubatorId}/${id}`;

/** The owner, or anyone on the programme's side, may rename, move or delete a file. */
function mayChange(viewer: Viewer, row: repo.AttachmentRow): boolean {
  const type = viewer.role?.type;
  return row.ownerId === viewer.user.id || (type !== undefined && (STAFF_LIKE as readonly string[]).includes(type));
}

async function loadAttachment(ctx: Context, id: string): Promise<repo.AttachmentRow> {
  // A malformed id would fail as a uuid in SQL; to the client it is simply not there.
  const row = isId(id) ? await repo.findAttachment(await ctx.tx.db(), ctx.incubator.id, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/**
 * Writes the row, its event and the file in one transaction. The file is put last, before the
 * commit, so a storage failure leaves no row behind; the route removes the file if the commit fails.
 */
export async function storeUpload(ctx: Context, upload: CheckedUpload, reference: Reference | null): Promise<repo.AttachmentRow> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const row = await repo.insertAttachment(db, {
    incubatorId: ctx.incubator.id,
    id: upload.id,
    ownerId: viewer.user.id,
    name: upload.name,
    fileType: upload.type.mime,
    size: upload.bytes.length,
    storageKey: storageKey(ctx.incubator.id, upload.id),
    accessKey: randomBytes(32).toString('base64url'),
    referenceKind: reference?.kind ?? null,
    referenceId: reference?.id ?? null,
  });
  await recordEvent(ctx, db, {
    kind: 'attachment.uploaded',
    subjectKind: 'attachment',
    subjectId: row.id,
    data: { name: row.name, fileType: row.fileType, size: row.size, referenceKind: row.referenceKind, referenceId: row.referenceId },
  });
  await ctx.services.storage.put(row.storageKey, upload.bytes, upload.type.mime);
  return row;
}

export async function uploadAttachment(ctx: Context, upload: CheckedUpload, reference: Reference | null) {
  return attachmentView(await storeUpload(ctx, upload, reference));
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

export async function listOwn(ctx: Context, query: unknown) {
  const viewer = requireViewer(ctx);
  const { cursor, limit } = parseInput(listQuerySchema, query);
  const rows = await repo.listOwnAttachments(await ctx.tx.db(), ctx.incubator.id, viewer.user.id, decodeCursor(cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => attachmentView(r.row)),
    next: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.row.id }) : null,
  };
}

export async function getOne(ctx: Context, id: string) {
  requireViewer(ctx);
  return attachmentView(await loadAttachment(ctx, id));
}

export async function listForReference(ctx: Context, params: unknown) {
  requireViewer(ctx);
  const { kind, refId } = parseInput(referenceParamsSchema, params);
  const rows = await repo.listReferenceAttachments(await ctx.tx.db(), ctx.incubator.id, kind, refId);
  return rows.map(attachmentView);
}

export async function updateAttachment(ctx: Context, id: string, body: unknown) {
  const viewer = requireViewer(ctx);
  const input = parseInput(updateSchema, body ?? {});
  const row = await loadAttachment(ctx, id);
  if (!mayChange(viewer, row)) throw forbidden();
  const changes: Parameters<typeof repo.updateAttachmentRow>[3] = {};
  if (input.name !== undefined) changes.name = sanitizeFileName(input.name, acceptedType(row.fileType)?.extensions ?? []);
  if (input.referenceKind !== undefined) changes.referenceKind = input.referenceKind;
  if (input.referenceId !== undefined) changes.referenceId = input.referenceId;
  if (!Object.keys(changes).length) return attachmentView(row);
  const db = await ctx.tx.db();
  const updated = await repo.updateAttachmentRow(db, ctx.incubator.id, row.id, changes);
  await recordEvent(ctx, db, { kind: 'attachment.updated', subjectKind: 'attachment', subjectId: row.id, data: { fields: Object.keys(changes) } });
  return attachmentView(updated);
}

/** Deletes a file of the named reference; the stored bytes go only once the deletion is committed. */
export async function deleteAttachment(ctx: Context, referenceId: string, id: string) {
  const viewer = requireViewer(ctx);
  const row = await loadAttachment(ctx, id);
  if (row.referenceId !== referenceId) throw notFound();
  if (!mayChange(viewer, row)) throw forbidden();
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
  const row = await loadAttachment(ctx, id);
  const expected = Buffer.from(row.accessKey);
  const given = Buffer.from(accessKey);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
  return row;
}
