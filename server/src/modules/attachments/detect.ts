import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';

export type FileKind = 'image' | 'pdf' | 'document' | 'text' | 'video';

export interface AcceptedType {
  mime: string;
  kind: FileKind;
  /** File name extensions that match the type; the first is added to a name that has none of them. */
  extensions: readonly string[];
}

const image = (mime: string, ...extensions: string[]): AcceptedType => ({ mime, kind: 'image', extensions });
const document = (mime: string, ...extensions: string[]): AcceptedType => ({ mime, kind: 'document', extensions });
const video = (mime: string, ...extensions: string[]): AcceptedType => ({ mime, kind: 'video', extensions });

/**
 * What may be uploaded, keyed by the extension file-type reports from the bytes. SVG is absent on
 * purpose: it is a document that can carry script. A bare zip is absent too: file-type names the
 * office formats themselves (docx, odt, …) and answers "zip" only for other archives. Videos are the
 * two containers every browser plays (course lessons): MP4 and WebM, not other Matroska or QuickTime.
 */
const ALLOWED: Record<string, AcceptedType> = {
  png: image('image/png', 'png'),
  apng: image('image/apng', 'png', 'apng'),
  jpg: image('image/jpeg', 'jpg', 'jpeg', 'jpe', 'jfif'),
  gif: image('image/gif', 'gif'),
  webp: image('image/webp', 'webp'),
  avif: image('image/avif', 'avif'),
  pdf: { mime: 'application/pdf', kind: 'pdf', extensions: ['pdf'] },
  docx: document('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: document('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: document('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
  odt: document('application/vnd.oasis.opendocument.text', 'odt'),
  ods: document('application/vnd.oasis.opendocument.spreadsheet', 'ods'),
  odp: document('application/vnd.oasis.opendocument.presentation', 'odp'),
  mp4: video('video/mp4', 'mp4'),
  webm: video('video/webm', 'webm'),
};

/** Text has no signature: it is taken on the client's word only when the bytes bear it out. */
const TEXT: Record<string, AcceptedType> = {
  'text/plain': { mime: 'text/plain', kind: 'text', extensions: ['txt', 'text', 'md', 'log', 'csv'] },
  'text/csv': { mime: 'text/csv', kind: 'text', extensions: ['csv', 'txt'] },
};

const BY_MIME = new Map([...Object.values(ALLOWED), ...Object.values(TEXT)].map((t) => [t.mime, t]));

/** The accepted type a stored attachment was detected as (unknown types were never stored). */
export const acceptedType = (mime: string): AcceptedType | undefined => BY_MIME.get(mime);

/** UTF-8 without NUL, read piece by piece: a character may be split between two pieces. */
async function isPlainUtf8(pieces: AsyncIterable<Buffer>): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const piece of pieces) {
      if (piece.includes(0)) return false;
      decoder.decode(piece, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Text has no signature: the declared type names which text type, if the bytes bear it out. */
async function declaredText(declaredMime: string | undefined, pieces: () => AsyncIterable<Buffer>): Promise<AcceptedType | null> {
  const declared = declaredMime?.split(';')[0].trim().toLowerCase() ?? '';
  const text = TEXT[declared];
  return text && (await isPlainUtf8(pieces())) ? text : null;
}

/**
 * The type of an upload received on disk, judged from its content: the signature is read where it
 * lies, text as a stream. The declared type only decides between the text types, and only for
 * content no signature matched; the name's extension is never consulted.
 */
export async function detectFileType(file: string, declaredMime: string | undefined): Promise<AcceptedType | null> {
  const found = await fileTypeFromFile(file);
  if (found) return ALLOWED[found.ext] ?? null;
  return declaredText(declaredMime, () => createReadStream(file));
}

export const NAME_MAX = 200;

/**
 * A display name safe to show and to send back in a header: no folders, no control or bidi
 * characters, at most NAME_MAX characters, and an extension that matches the detected type (so that
 * "evil.html" holding a PNG is saved by a browser as "evil.html.png", never as a page).
 */
export function sanitizeFileName(raw: string | undefined, extensions: readonly string[]): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  name = name.replace(/^\.+/u, '').trim() || 'file';
  const dot = name.lastIndexOf('.');
  const matches = dot > 0 && extensions.includes(name.slice(dot + 1).toLowerCase());
  const suffix = matches ? name.slice(dot) : extensions.length ? `.${extensions[0]}` : '';
  const stem = matches ? name.slice(0, dot) : name;
  const room = NAME_MAX - Array.from(suffix).length;
  return Array.from(stem).slice(0, room).join('').trimEnd() + suffix;
}
