/** Filled by its part of the coaching feature. */
export function HourWarning(_props: { startupId: string; minutes: number }) {
  return null;
}
