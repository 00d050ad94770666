/**
 * What a list says about room at a group event: places left, full (with the waiting list's length),
 * or nothing when it has no limit. One-on-one events count bookings of slots, not places.
 */
export type Places = { kind: 'none' } | { kind: 'left'; count: number } | { kind: 'full'; waitlist: number };

export function placesOf(event: { eventType: string; capacity: number | null; noOfBookings: number; waitlistCount: number }): Places {
  if (event.eventType !== 'GROUP' || event.capacity === null) return { kind: 'none' };
  const left = event.capacity - event.noOfBookings;
  return left > 0 ? { kind: 'left', count: left } : { kind: 'full', waitlist: event.waitlistCount };
}
