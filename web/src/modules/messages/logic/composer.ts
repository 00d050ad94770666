interface Key {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** True while an input method is composing (Korean, Japanese…): Enter then picks a word. */
  isComposing?: boolean;
}

/** Enter sends; Shift+Enter (or any other modifier) breaks the line; Enter that ends a composition does neither. */
export function sendsOnEnter(event: Key): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey && !event.isComposing;
}
