import { requestJson } from '../../../app/http/rest';

/** The image types the server accepts for a profile picture or cover (it checks the content). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];

export interface OwnProfileChanges {
  firstName: string;
  lastName: string;
  headline: string;
  phone: string;
  country: string;
  bio: string;
  info: { linkedin: string; twitter: string; facebook: string; angellist: string };
}

/** PUT /user (spec 1 §7): the person's own profile. Empty texts clear their field. */
export function saveOwnProfile(changes: OwnProfileChanges) {
  return requestJson<{ _id: string }>('/user', { method: 'PUT', body: { user: changes } });
}

/** POST /api/users/file (spec 1 §7): a new avatar or cover; answers the user with its new address. */
export function uploadProfileImage(file: File, kind: 'avatar' | 'cover') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return requestJson<{ avatar: string | null; cover: string | null }>('/api/users/file', { body: form });
}
