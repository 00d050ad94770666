import type { KeyboardEvent } from 'react';

const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * Mantine's submenus open with ArrowRight and close with ArrowLeft whatever the direction. In a
 * right-to-left interface the submenu opens towards the left, so the keys are swapped: the user's
 * key is replayed as its mirror image (replays are untrusted, so they are not mirrored again).
 */
export function mirrorArrowsInRtl(dir: 'ltr' | 'rtl') {
  return (event: KeyboardEvent<HTMLElement>) => {
    const mirrored = MIRRORED[event.key];
    if (dir !== 'rtl' || !mirrored || !event.nativeEvent.isTrusted) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.dispatchEvent(new window.KeyboardEvent('keydown', { key: mirrored, bubbles: true, cancelable: true }));
  };
}
