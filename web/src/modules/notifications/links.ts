import { externalHref } from '../../ui/externalHref';

export type NotificationLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const segmentsOf = (url: string) => url.split('?')[0].split('/');

/**
 * Where a notification leads (spec 1 §2.12). Community notifications carry the address of the
 * note they are about, which the web shows on the post's page: a reaction opens the post named
 * by the url's last segment, a reply opens the post (segment 3) scrolled to the reply (segment 4).
 * Only community addresses are read this way: a reply on a startup's timeline is a newNoteReply too,
 * and leads to the timeline itself. Addresses starting with '/' are pages of the app; anything else
 * is an outside link.
 */
export function resolveNotificationLink(notificationType: string, url: string | null | undefined): NotificationLink | null {
  const value = url?.trim();
  if (!value) return null;
  const community = value.startsWith('/community/');
  if (community && notificationType === 'newReaction') {
    const postId = segmentsOf(value).filter(Boolean).pop();
    if (postId) return { kind: 'internal', to: `/community/post/${postId}` };
  }
  if (community && notificationType === 'newNoteReply') {
    const segments = segmentsOf(value);
    const [postId, commentId] = [segments[3], segments[4]];
    if (postId && commentId) return { kind: 'internal', to: `/community/post/${postId}?comment=${encodeURIComponent(commentId)}` };
  }
  // '//host' would leave the app although it starts with '/'.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  const href = externalHref(value);
  return href ? { kind: 'external', href } : null;
}
