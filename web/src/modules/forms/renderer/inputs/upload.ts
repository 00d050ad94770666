import { requestJson } from '../../../../app/http/rest';

/** A file as the attachments API answers it (server attachments/view.ts): what an answer shows of it. */
export interface UploadedFile {
  _id: string;
  name: string;
  fileType: string;
  url: string;
  size: number;
}

/** Uploads one file as the person's own; the answer that names it is what it belongs to. */
export function uploadAnswerFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return requestJson<UploadedFile>('/api/attachment/upload', { body: form });
}

/** A file already named by an answer (a draft read back). */
export function readAnswerFile(id: string): Promise<UploadedFile> {
  return requestJson<UploadedFile>(`/api/attachments/${encodeURIComponent(id)}`, { method: 'GET' });
}

/**
 * Whether a file is of one of the kinds a question accepts: extensions ('pdf'), MIME types
 * ('application/pdf') or families ('image/*'). No kinds accepts any.
 */
export function acceptsFile(kinds: readonly string[] | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  if (!kinds?.length) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return kinds.some((kind) => {
    const wanted = kind.trim().toLowerCase();
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    if (wanted.includes('/')) return type === wanted;
    return name.endsWith(`.${wanted.replace(/^\./, '')}`);
  });
}

/** The picker's `accept`: extensions with their dot, MIME types as they are. */
export const acceptAttribute = (kinds: readonly string[] | undefined) =>
  kinds?.length ? kinds.map((kind) => (kind.includes('/') ? kind : `.${kind.replace(/^\./, '')}`)).join(',') : undefined;
