import { requestJson } from '../../../app/http/rest';

export const PAGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Uploads an image as a file of the funnel: the page may show only files attached to it. */
export async function uploadPageImage(funnelId: string, file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('referenceKind', 'funnel');
  form.append('referenceId', funnelId);
  form.append('file', file);
  const answer = await requestJson<{ _id: string; url: string }>('/api/attachment/upload', { body: form });
  return { id: answer._id, url: answer.url };
}
