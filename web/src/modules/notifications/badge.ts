import { BADGE_CAP } from '@seedbed/contracts/notifications';

/** The bell's counter: nothing at zero, the number up to 99, then '99+' (spec 1 §4). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
