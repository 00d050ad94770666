import { z } from 'zod';
import { isId } from '../../core/ids.ts';
import { requiredText } from '@seedbed/contracts/schemas';
import { documentFolder } from '@seedbed/contracts/startups';
import { NAME_MAX } from './detect.ts';
import { isAttachmentReferenceKind } from './references.ts';

/** The kinds of record an attachment may belong to: those a feature registered (references.ts). */
const referenceKind = z.string().refine(isAttachmentReferenceKind);
const referenceId = z.string().trim().refine(isId);

/** A reference is both halves or neither: half of one would point nowhere. */
const bothOrNeither = (v: { referenceKind?: unknown; referenceId?: unknown }) => (v.referenceKind == null) === (v.referenceId == null);

/** A folder files a document among its record's documents: a file attached to nothing has none. */
const folderNeedsReference = (v: { folder?: string; referenceId?: unknown }) => !v.folder || v.referenceId != null;

/** The optional text fields of an upload (multipart fields arrive as strings; empty means absent). */
export const uploadFieldsSchema = z
  .object({
    referenceKind: z.preprocess((v) => (v === '' ? undefined : v), referenceKind.optional()),
    referenceId: z.preprocess((v) => (v === '' ? undefined : v), referenceId.optional()),
    folder: documentFolder().optional(),
  })
  .refine(bothOrNeither, { path: ['referenceId'] })
  .refine(folderNeedsReference, { path: ['folder'], message: 'startups.folderNeedsRecord' });

/**
 * PUT /api/attachments/:id: renames the file, files it in another folder of its record, or moves
 * it to another record (to the top level of its documents, unless a folder is given too). A null
 * reference detaches the file.
 */
export const updateSchema = z
  .object({
    name: requiredText(NAME_MAX),
    referenceKind: referenceKind.nullable(),
    referenceId: referenceId.nullable(),
    folder: documentFolder(),
  })
  .partial()
  .strict()
  .refine((v) => 'referenceKind' in v === 'referenceId' in v && bothOrNeither(v), { path: ['referenceId'] });

export const listQuerySchema = z.object({
  // Checked by decodeCursor, which answers every malformed cursor alike.
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const referenceParamsSchema = z.object({ kind: referenceKind, refId: referenceId });

/** GET /api/attachments/reference/:kind/:refId?folder=…: only the files filed in that folder ('' for the top level). */
export const referenceListQuerySchema = z.object({ folder: documentFolder().optional() });

/** PUT /api/attachments/reference/:kind/:refId/folders: renames or moves a folder with everything in it. */
export const folderRenameSchema = z
  .object({
    folder: documentFolder().refine(Boolean, 'validation.required'),
    newFolder: documentFolder().refine(Boolean, 'validation.required'),
  })
  .strict()
  .refine((v) => v.newFolder !== v.folder && !v.newFolder.startsWith(`${v.folder}/`), { path: ['newFolder'], message: 'startups.folderIntoItself' });

export const userFileKindSchema = z.object({ kind: z.enum(['avatar', 'cover']) });
