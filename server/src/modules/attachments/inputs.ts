import { z } from 'zod';
import { isId } from '../../core/ids.ts';
import { requiredText } from '@seedbed/contracts/schemas';
import { NAME_MAX } from './detect.ts';
import { isAttachmentReferenceKind } from './references.ts';

/** The kinds of record an attachment may belong to: those a feature registered (references.ts). */
const referenceKind = z.string().refine(isAttachmentReferenceKind);
const referenceId = z.string().trim().refine(isId);

/** A reference is both halves or neither: half of one would point nowhere. */
const bothOrNeither = (v: { referenceKind?: unknown; referenceId?: unknown }) => (v.referenceKind == null) === (v.referenceId == null);

/** The optional text fields of an upload (multipart fields arrive as strings; empty means absent). */
export const uploadFieldsSchema = z
  .object({
    referenceKind: z.preprocess((v) => (v === '' ? undefined : v), referenceKind.optional()),
    referenceId: z.preprocess((v) => (v === '' ? undefined : v), referenceId.optional()),
  })
  .refine(bothOrNeither, { path: ['referenceId'] });

/** PUT /api/attachments/:id. A null reference detaches the file. */
export const updateSchema = z
  .object({
    name: requiredText(NAME_MAX),
    referenceKind: referenceKind.nullable(),
    referenceId: referenceId.nullable(),
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

export const userFileKindSchema = z.object({ kind: z.enum(['avatar', 'cover']) });
