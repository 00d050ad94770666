import { NOTIFICATION_PREVIEW_LENGTH } from '@seedbed/contracts/notifications';

/**
 * Spec 1 §9: notification and note previews stop at 80 characters, followed by '...'. Counted
 * in code points, so that an emoji or a letter outside the basic plane is never cut in half.
 */
export function cutPreview(text: string, length = NOTIFICATION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
