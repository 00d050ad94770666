import { requestJson } from '../../../app/http/rest';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A file as the attachments API answers an upload. */
export interface UploadedFile {
  _id: string;
  name: string;
  url: string;
  size: number;
  fileType: string;
}

/**
 * Uploads a FILE resource's file: attached to nothing until the resource is saved, which makes it
 * the resource's (read by whoever sees the resource, changed by the library's managers).
 */
export function uploadResourceFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return requestJson<UploadedFile>('/api/attachment/upload', { body: form });
}

/** Uploads a picture of an article (its cover, an image in its text) as one of the article's files; answers its address. */
export async function uploadArticleImage(articleId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('referenceKind', 'article');
  form.append('referenceId', articleId);
  form.append('file', file);
  return (await requestJson<UploadedFile>('/api/attachment/upload', { body: form })).url;
}
