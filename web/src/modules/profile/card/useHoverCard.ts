import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: the hover card closes 500 ms after the pointer leaves. */
export const HOVER_CARD_CLOSE_DELAY_MS = 500;

/**
 * Spec 1 §4 "UI toggles": opens when the pointer enters the trigger (or it takes keyboard focus)
 * and closes a moment after the pointer leaves — unless it has moved onto the card itself, so
 * that the card's link can be reached.
 */
export function useHoverCard(closeDelayMs = HOVER_CARD_CLOSE_DELAY_MS) {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const open = useCallback(() => {
    cancelClose();
    setOpened(true);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpened(false);
    }, closeDelayMs);
  }, [cancelClose, closeDelayMs]);
  const close = useCallback(() => {
    cancelClose();
    setOpened(false);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return {
    opened,
    close,
    targetProps: { onMouseEnter: open, onMouseLeave: scheduleClose, onFocus: open, onBlur: scheduleClose },
    cardProps: { onMouseEnter: open, onMouseLeave: scheduleClose, onFocus: open, onBlur: scheduleClose },
  };
}
