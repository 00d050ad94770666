import type { FastifyRequest } from 'fastify';
import { newId } from '../../core/ids.ts';
import { detectFileType, sanitizeFileName } from './detect.ts';
import { badUpload, fileMissing, fileTooLarge, typeNotAllowed } from './errors.ts';
import type { CheckedUpload } from './service.ts';

export interface ReceivedUpload { upload: CheckedUpload; fields: Record<string, string> }

/** Codes of the @fastify/multipart errors that deserve their own answer. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const NOT_MULTIPART = 'FST_INVALID_MULTIPART_CONTENT_TYPE';

/**
 * Reads the one file (field `file`) and the text fields of a multipart body, in whatever order the
 * client sent them, then judges the file by its bytes. It runs before the request's transaction so
 * that a slow upload never holds a database connection; nothing is stored here.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string; mimetype: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === TOO_LARGE) throw fileTooLarge(maxBytes);
    if (code === NOT_MULTIPART) throw fileMissing();
    // Only the body is read in this loop, so anything else it throws is a malformed or cut-off form.
    throw badUpload();
  }
  if (!file || file.bytes.length === 0) throw fileMissing();
  const type = await detectFileType(file.bytes, file.mimetype);
  if (!type) throw typeNotAllowed();
  return { upload: { id: newId(), bytes: file.bytes, name: sanitizeFileName(file.filename, type.extensions), type }, fields };
}
