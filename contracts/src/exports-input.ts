import { z } from './zod.ts';
import { EXPORT_FILTER_MAX_BYTES, EXPORT_FORMATS, EXPORT_TYPES } from './exports.ts';

/**
 * What asking for an export sends: which list, the format, and the list's own filter as JSON
 * text (the type's schema checks what is inside). The server checks it with this object.
 */
export const exportRequestSchema = z
  .object({
    type: z.enum(EXPORT_TYPES, 'validation.invalid'),
    format: z.enum(EXPORT_FORMATS, 'validation.invalid'),
    filter: z.string().max(EXPORT_FILTER_MAX_BYTES).nullish(),
    withAttachments: z.boolean().nullish(),
  })
  .strict();
export type ExportRequest = z.infer<typeof exportRequestSchema>;
