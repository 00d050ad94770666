import type { FeatureFlag } from '@seedbed/contracts/flags';
import type { PermissionCriteria, PermissionKey } from '@seedbed/contracts/permissions';
import type { RoleType } from '@seedbed/contracts/roles';
import type { CreateEntry } from '../../app/features/types';

export interface CreateViewer {
  roleType: RoleType | null;
  /** The role's scope per key; an absent key is NONE. */
  permissions: Partial<Record<PermissionKey, PermissionCriteria>>;
  /** The plan's features; an absent one is off. */
  flags?: Partial<Record<FeatureFlag, boolean>>;
}

/**
 * Spec 1 §6 "Create menu": an entry guarded by a permission needs it with any scope but NONE; an
 * entry guarded by roles needs one of them; an entry with both needs both. An entry of a feature
 * the plan does not include is never offered (it would only lead to the plan page).
 */
export function isCreatePermitted(entry: CreateEntry, viewer: CreateViewer): boolean {
  if (entry.flag && !viewer.flags?.[entry.flag]) return false;
  if (entry.permission) {
    const criteria = viewer.permissions[entry.permission];
    if (!criteria || criteria === 'NONE') return false;
  }
  if (entry.roles && !(viewer.roleType && entry.roles.includes(viewer.roleType))) return false;
  return true;
}

export function permittedCreateEntries(entries: readonly CreateEntry[], viewer: CreateViewer): CreateEntry[] {
  return entries.filter((entry) => isCreatePermitted(entry, viewer));
}
