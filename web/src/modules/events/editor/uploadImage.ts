import { requestJson } from '../../../app/http/rest';

export const EVENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * Uploads an event's picture as a startup's logo is uploaded: a file of its uploader whose
 * unguessable address the event keeps, so that it never shows among the event's attached files.
 */
export async function uploadEventImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await requestJson<{ url: string }>('/api/attachment/upload', { body: form })).url;
}
