import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';

/** Days shown at once: a week strip. */
export const DAYS_SHOWN = 7;

/** The week strip `week` weeks from today in a zone: its days and the instants it spans. */
export function weekStrip(week: number, zone: string, now: Date = new Date()) {
  const first = addDays(localDate(now, zone), week * DAYS_SHOWN);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(first, i));
  return { days, from: startOfLocalDay(first, zone).toISOString(), to: startOfLocalDay(addDays(first, DAYS_SHOWN), zone).toISOString() };
}

/** Slots regrouped by the reader's days (the server groups them by the event's). */
export function slotsByDay<S extends { start: string }>(days: ReadonlyArray<{ slots: readonly S[] }>, zone: string): Map<string, S[]> {
  const out = new Map<string, S[]>();
  for (const slot of days.flatMap((d) => d.slots)) {
    const date = localDate(new Date(slot.start), zone);
    out.set(date, [...(out.get(date) ?? []), slot]);
  }
  return out;
}
