import { requestJson } from '../../../app/http/rest';

/** A file as the attachments API answers it (server attachments/view.ts). */
export interface StoredFile {
  _id: string;
  name: string;
  fileType: string;
  url: string;
  fileUrl: string;
  pdfUrl: string | null;
  size: number;
  createdAt: string;
  /** Where it is filed among its record's documents ('' for the top level). */
  folder?: string;
}

/** Startup documents are attachments of the startup record (reference kind 'startup'). */
export const STARTUP_REFERENCE = 'startup';

/**
 * Uploads one file. With a reference it belongs to that record (and its folder) at once; without,
 * it stays the uploader's own until a note that carries it is posted.
 */
export function uploadFile(file: File, target?: { referenceId: string; folder?: string | null }): Promise<StoredFile> {
  const form = new FormData();
  if (target) {
    form.append('referenceKind', STARTUP_REFERENCE);
    form.append('referenceId', target.referenceId);
    if (target.folder) form.append('folder', target.folder);
  }
  form.append('file', file);
  return requestJson<StoredFile>('/api/attachment/upload', { body: form });
}

const referencePath = (startupId: string) => `/api/attachments/reference/${STARTUP_REFERENCE}/${encodeURIComponent(startupId)}`;

/** The files filed in one folder of the startup's documents ('' is the top level). */
export function listStartupFiles(startupId: string, folder: string): Promise<StoredFile[]> {
  return requestJson<StoredFile[]>(`${referencePath(startupId)}?folder=${encodeURIComponent(folder)}`, { method: 'GET' });
}

export interface DocumentFolder {
  /** 'Legal/Contracts' */
  path: string;
  name: string;
  /** Files filed in this very folder. */
  count: number;
}

/** Every folder of the startup's documents: a folder exists while something is filed in it or under it. */
export function listStartupFolders(startupId: string): Promise<DocumentFolder[]> {
  return requestJson<DocumentFolder[]>(`${referencePath(startupId)}/folders`, { method: 'GET' });
}

/** Renames or moves a folder with everything filed in it. */
export function renameFolder(startupId: string, from: string, to: string): Promise<{ count: number }> {
  return requestJson(`${referencePath(startupId)}/folders`, { method: 'PUT', body: { from, to } });
}

export function moveFile(id: string, folder: string): Promise<StoredFile> {
  return requestJson<StoredFile>(`/api/attachments/${encodeURIComponent(id)}`, { method: 'PUT', body: { folder } });
}

export function renameFile(id: string, name: string): Promise<StoredFile> {
  return requestJson<StoredFile>(`/api/attachments/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
}

export function deleteFile(startupId: string, id: string): Promise<unknown> {
  return requestJson(`/api/attachments/${encodeURIComponent(startupId)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export type PreviewKind = 'image' | 'pdf' | null;

/** What the preview can show in the page: images and PDFs; anything else is downloaded. */
export function previewKind(fileType: string): PreviewKind {
  if (fileType.startsWith('image/')) return 'image';
  return fileType === 'application/pdf' ? 'pdf' : null;
}
