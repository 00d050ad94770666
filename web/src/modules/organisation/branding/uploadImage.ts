import { requestJson } from '../../../app/http/rest';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Uploads an image through the attachments API; its URL (with its access key) is what the organisation stores. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await requestJson<{ url: string }>('/api/attachment/upload', { body: form });
  return answer.url;
}
