/** The badge shows up to 99, then "99+". */
const BADGE_CAP = 99;

/** The unread badge's text; null shows no badge. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
