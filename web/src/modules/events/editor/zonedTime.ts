/**
 * An event's times are typed on its own clock (its `timezone`), whatever the browser's zone: the
 * pickers speak wall times ('YYYY-MM-DD HH:mm:ss'), the server instants.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall time happens in a zone; null for an empty or unreadable value. */
export function wallToInstant(wall: string | null | undefined, timeZone: string): Date | null {
  const match = wall ? WALL.exec(wall) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  try {
    // Two passes: the offset at the first guess may differ from the one at the answer (daylight saving).
    const first = asUtc - zoneOffset(asUtc, timeZone);
    return new Date(asUtc - zoneOffset(first, timeZone));
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the zone's clock reads it, in the pickers' format. */
export function instantToWall(instant: string | Date | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return '';
  let shifted: Date;
  try {
    shifted = new Date(at + zoneOffset(at, timeZone));
  } catch {
    shifted = new Date(at);
  }
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:00`;
}
