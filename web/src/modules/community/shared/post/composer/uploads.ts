import { requestJson } from '../../../../../app/http/rest';

/** A file as the attachments API answers it (server attachments/view.ts). */
export interface UploadedFile {
  _id: string;
  name: string;
  fileType: string;
  url: string;
  size: number;
}

/**
 * Uploads one file. It stays the uploader's own until the post or reply that carries it is sent;
 * the server then files it under that post (reference kind 'communityPost').
 */
export function uploadPostFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return requestJson<UploadedFile>('/api/attachment/upload', { body: form });
}
