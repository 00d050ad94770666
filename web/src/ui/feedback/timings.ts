// Spec 1 §9 display timings, in one place so that every screen dismisses and animates alike.

/** Toasts (the outcome of an action, a failed mutation) close themselves after 10 s. */
export const TOAST_AUTO_CLOSE_MS = 10_000;
/** Alerts (a short notice about the current screen) close themselves after 7 s. */
export const ALERT_AUTO_CLOSE_MS = 7_000;
/** Modals take this long to close. */
export const MODAL_TRANSITION_MS = 300;
/** A hover card stays this long after the pointer leaves it. */
export const HOVER_CARD_CLOSE_MS = 500;
