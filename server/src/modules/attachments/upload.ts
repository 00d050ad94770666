import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { newId } from '../../core/ids.ts';
import { detectFileType, sanitizeFileName } from './detect.ts';
import { badUpload, fileMissing, fileTooLarge, typeNotAllowed } from './errors.ts';
import type { CheckedUpload } from './service.ts';

export interface ReceivedUpload {
  upload: CheckedUpload;
  fields: Record<string, string>;
}

/** Codes of the @fastify/multipart errors that deserve their own answer. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const NOT_MULTIPART = 'FST_INVALID_MULTIPART_CONTENT_TYPE';

class TooLarge extends Error {}

/**
 * Writes the file part to disk as it arrives, so memory holds a few chunks of it at most. The
 * parser stops the part at the limit and marks it truncated: what was written is then removed.
 */
async function save(part: MultipartFile, file: string): Promise<number> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: 'wx' });
  await pipeline(part.file, out);
  if (part.file.truncated) throw new TooLarge();
  return out.bytesWritten;
}

/**
 * Reads the one file (field `file`) and the text fields of a multipart body, in whatever order the
 * client sent them, streaming the file into `incomingDir`, then judges it by its bytes. It runs
 * before the request's transaction so that a slow upload never holds a database connection. The
 * received file is the caller's to move into storage or remove; on any refusal here it is gone.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number, incomingDir: string): Promise<ReceivedUpload> {
  const id = newId();
  const file = path.join(incomingDir, id);
  try {
    const fields: Record<string, string> = {};
    let received: { size: number; filename: string; mimetype: string } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !received) received = { size: await save(part, file), filename: part.filename, mimetype: part.mimetype };
          else part.file.resume();
        } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const { code, syscall } = error as { code?: string; syscall?: string };
      // A failing disk is the server's fault, not the form's.
      if (syscall) throw error;
      if (error instanceof TooLarge || code === TOO_LARGE) throw fileTooLarge(maxBytes);
      if (code === NOT_MULTIPART) throw fileMissing();
      // Only the body is read in this loop, so anything else it throws is a malformed or cut-off form.
      throw badUpload();
    }
    if (!received || received.size === 0) throw fileMissing();
    const type = await detectFileType(file, received.mimetype);
    if (!type) throw typeNotAllowed();
    return { upload: { id, file, size: received.size, name: sanitizeFileName(received.filename, type.extensions), type }, fields };
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
