/** Campaigns and planned actions read "now" from here, so that tests can fix the clock. */
export const emailsClock = { now: () => new Date() };
