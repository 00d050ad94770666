interface Dated {
  _id: string;
  createdAt: string;
}

const newestFirst = (a: Dated, b: Dated) => (a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);

/** The list (newest first) with `message` in its place: added once, however often it arrives (the answer and the live event). */
export function withMessage<T extends Dated>(list: readonly T[], message: T): T[] {
  if (list.some((m) => m._id === message._id)) return list.map((m) => (m._id === message._id ? message : m));
  return [...list, message].sort(newestFirst);
}

/** A page of older messages added after those shown (both newest first), without repeats. */
export function withOlder<T extends Dated>(list: readonly T[], older: readonly T[]): T[] {
  const shown = new Set(list.map((m) => m._id));
  return [...list, ...older.filter((m) => !shown.has(m._id))];
}

/** Conversations by their latest activity, newest first. */
export function byActivity<T extends { _id: string; lastMessageAt: string | null; createdAt: string }>(list: readonly T[]): T[] {
  const at = (c: T) => c.lastMessageAt ?? c.createdAt;
  return [...list].sort((a, b) => (at(a) === at(b) ? (a._id < b._id ? 1 : -1) : at(a) < at(b) ? 1 : -1));
}
