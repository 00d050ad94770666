import { instantOfWallTime, wallTimeOf } from '@seedbed/contracts/time';

/**
 * An event's times are typed on its own clock (its `timezone`), whatever the browser's zone: the
 * pickers speak wall times ('YYYY-MM-DD HH:mm:ss'), the server instants.
 */

/** The instant a wall time happens in a zone; null for an empty or unreadable value. */
export function wallToInstant(wall: string | null | undefined, timeZone: string): Date | null {
  if (!wall) return null;
  try {
    return instantOfWallTime(wall, timeZone);
  } catch {
    return null;
  }
}

/** An instant as the zone's clock reads it, in the pickers' format (to the minute). */
export function instantToWall(instant: string | Date | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  let wall: string;
  try {
    wall = wallTimeOf(at, timeZone);
  } catch {
    wall = wallTimeOf(at, 'UTC');
  }
  return `${wall.slice(0, 16)}:00`;
}
