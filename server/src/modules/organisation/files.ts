import { isId } from '../../core/ids.ts';
import type { Db } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';
import { findAttachment } from '../attachments/repo.ts';
import { fileUrl } from '../attachments/view.ts';

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})\/[A-Za-z0-9_-]+\/[^/?#]+$/i;

/**
 * Logos and background images are files uploaded through the attachments API: only an image of
 * this tenant, named by its exact URL (key included), is accepted. Anything else (another
 * tenant's file, an outside address that would track visitors of the login page) is refused.
 */
export async function checkImageUrls(db: Db, incubatorId: string, urls: Record<string, string | null | undefined>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, url] of Object.entries(urls)) {
    if (url === undefined || url === null) continue;
    const id = FILE_URL.exec(url)?.[1];
    const row = id && isId(id) ? await findAttachment(db, incubatorId, id) : undefined;
    if (!row || fileUrl(row) !== url || !row.fileType.startsWith('image/')) errors.push({ field, key: 'organisation.errors.imageNotUploaded' });
  }
  return errors;
}
