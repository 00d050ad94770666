/** Spec 1 §2.9: the shortcuts do nothing while the focus is where a key press means something else. */
const IGNORED_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (IGNORED_TAGS.has(target.tagName)) return true;
  // Editable areas, and anything inside one, take their own key presses.
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]') !== null);
}

/**
 * Whether a key press opens the global search: '/' alone, or Ctrl+K (Cmd+K on a Mac). The key
 * is compared, not its position, so '/' works on layouts where it needs Shift.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || isTypingTarget(event.target)) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}
