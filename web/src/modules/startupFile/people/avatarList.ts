/** Spec 2 §9: how many people an avatar list shows before '+N'. */
export const AVATAR_LIST_SIZES = { default: 3, compact: 2, large: 5 } as const;
export type AvatarListSize = keyof typeof AVATAR_LIST_SIZES;

/** The people shown, and how many more the '+N' stands for (0: no '+N'). */
export function avatarListSlots<T>(people: readonly T[], size: AvatarListSize = 'default'): { shown: T[]; more: T[] } {
  const room = AVATAR_LIST_SIZES[size];
  return { shown: people.slice(0, room), more: people.slice(room) };
}
