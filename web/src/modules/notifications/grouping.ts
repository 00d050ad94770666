export interface Dated {
  createdAt: string;
}

export interface NewAndEarlier<T> {
  fresh: T[];
  earlier: T[];
}

/**
 * Spec 1 §4: items created after the last time the person opened the bell are 'New', the rest
 * 'Earlier'. Someone who never opened it has seen nothing yet. Order is kept within each group.
 * An unreadable date counts as seen: it cannot be shown to be newer.
 */
export function splitByLastSeen<T extends Dated>(items: readonly T[], lastSeenSeconds: number | null | undefined): NewAndEarlier<T> {
  const fresh: T[] = [];
  const earlier: T[] = [];
  for (const item of items) {
    const created = new Date(item.createdAt).getTime();
    const isNew = lastSeenSeconds == null || created > lastSeenSeconds * 1000;
    (isNew ? fresh : earlier).push(item);
  }
  return { fresh, earlier };
}

/** The time the bell was opened, in the seconds updateLastSeenNotifications takes. */
export const nowInSeconds = (now = Date.now()) => now / 1000;
